// The route tree (code-based, TanStack Router). Thin routes: guards that need only the session store,
// lazy screens, a title per route (staticData.title, applied by the root). Every screen but the home
// is a separate chunk so the first load carries only the frame and the ZIP screen.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import * as v from 'valibot';
import { acquisitionStore } from '../flows/acquisition-store';
import { sessionStore } from '../session-store';
import { RootLayout } from './root-layout';
import { HomeScreen } from './screens/home-screen';

/**
 * A lazy screen: its chunk and react-aria's router provider (aria-router.tsx) load together when the
 * route is first matched; the screen renders inside the provider.
 */
function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyRouteComponent(() =>
    Promise.all([load(), import('./aria-router')]).then(([screen, aria]) => ({
      default: aria.withAriaRouter(screen[name] as ComponentType<object>),
    })),
  );
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The document title while this route is the deepest match. */
    title?: string;
  }
  interface Register {
    router: AppRouter;
  }
}

const rootRoute = createRootRoute({
  component: RootLayout,
  // Spec 1 §2: any unmatched path is the home screen.
  notFoundComponent: HomeScreen,
});

const signedInGoesToAccount = () => {
  if (sessionStore.read()) throw redirect({ to: '/account', replace: true });
};

/** The email and subscription screens need the area of a ZIP check (spec 1 §2: without one, go to /). */
const areaRequired = () => {
  if (!acquisitionStore.area()) throw redirect({ to: '/', replace: true });
};

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomeScreen,
  staticData: { title: 'Free quote' },
});
const checkZipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkzip/$id/$scorpion_id',
  // The home screen acting as a ZIP check; already in the main chunk, so not split.
  component: HomeScreen,
  staticData: { title: 'Free quote' },
});
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  beforeLoad: signedInGoesToAccount,
  // The dog page hands over the order's email when it already has an account (spec 2 §2).
  validateSearch: v.object({ email: v.fallback(v.optional(v.string()), undefined) }),
  component: lazyScreen(() => import('./screens/login-screen'), 'LoginScreen'),
  staticData: { title: 'Sign in' },
});
const servicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services',
  beforeLoad: areaRequired,
  component: lazyScreen(() => import('./screens/services-screen'), 'ServicesScreen'),
  staticData: { title: 'Your email and service type' },
});
const subscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscription',
  beforeLoad: areaRequired,
  component: lazyScreen(() => import('./screens/subscription-screen'), 'SubscriptionScreen'),
  staticData: { title: 'Choose a frequency' },
});
const getQuoteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/getquote',
  // Spec 1 §2: the quote needs the area of a ZIP check; without one, back to the ZIP screen.
  beforeLoad: () => {
    if (!acquisitionStore.area()) throw redirect({ to: '/', replace: true });
  },
  component: lazyScreen(() => import('./screens/getquote-screen'), 'GetQuoteScreen'),
  staticData: { title: 'Your quote' },
});
const dogInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/doginfo',
  // Spec 2 §2: no saved order data → /.
  beforeLoad: () => {
    if (!acquisitionStore.order()) throw redirect({ to: '/', replace: true });
  },
  component: lazyScreen(() => import('./screens/doginfo-screen'), 'DogInfoScreen'),
  staticData: { title: 'Dog information' },
});
const registrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration',
  // Spec 2 §2: signed in → /account; without the allowRegistration flag → /.
  beforeLoad: () => {
    if (sessionStore.read()) throw redirect({ to: '/account', replace: true });
    if (!acquisitionStore.allowRegistration()) throw redirect({ to: '/', replace: true });
  },
  component: lazyScreen(() => import('./screens/registration-screen'), 'RegistrationScreen'),
  staticData: { title: 'Registration' },
});
const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  beforeLoad: () => {
    if (!sessionStore.read()) throw redirect({ to: '/login', replace: true });
  },
  component: lazyScreen(() => import('./screens/account-screen'), 'AccountScreen'),
  staticData: { title: 'My account' },
});
const commercialRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/commercial',
  component: lazyScreen(() => import('./screens/commercial-screen'), 'CommercialScreen'),
  staticData: { title: 'Community service' },
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/$token',
  beforeLoad: signedInGoesToAccount,
  validateSearch: v.object({ uid: v.fallback(v.optional(v.string()), undefined) }),
  component: lazyScreen(() => import('./screens/reset-password-screen'), 'ResetPasswordScreen'),
  staticData: { title: 'Set a new password' },
});
const payRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pay',
  component: lazyScreen(() => import('./screens/pay-screen'), 'PayScreen'),
  staticData: { title: 'Pay your invoice' },
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  checkZipRoute,
  loginRoute,
  servicesRoute,
  subscriptionRoute,
  getQuoteRoute,
  dogInfoRoute,
  registrationRoute,
  accountRoute,
  commercialRoute,
  resetPasswordRoute,
  payRoute,
]);

/**
 * The app's router. The build's prerender (src/prerender.tsx) runs it in Node with a memory history,
 * an origin and no scroll restoration (which touches window.history); none of these changes what renders.
 */
export function createAppRouter(
  options: { history?: RouterHistory; origin?: string; scrollRestoration?: boolean } = {},
) {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, ...options });
}
export type AppRouter = ReturnType<typeof createAppRouter>;
