// The route tree (code-based, TanStack Router). Thin routes: guards that need only the session store,
// lazy screens, a title per route (staticData.title, applied by the root). Every screen but the home
// is a separate chunk so the first load carries only the frame and the ZIP screen.
import {
  createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect,
} from '@tanstack/react-router';
import { acquisitionStore } from '../flows/acquisition-store';
import { sessionStore } from '../session-store';
import { RootLayout } from './root-layout';
import { HomeScreen } from './screens/home-screen';

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

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen, staticData: { title: 'Free quote' } });
const checkZipRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/checkzip/$id/$scorpion_id',
  // The home screen acting as a ZIP check; already in the main chunk, so not split.
  component: HomeScreen, staticData: { title: 'Free quote' },
});
const loginRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/login', beforeLoad: signedInGoesToAccount,
  component: lazyRouteComponent(() => import('./screens/login-screen'), 'LoginScreen'), staticData: { title: 'Sign in' },
});
const servicesRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/services',
  component: lazyRouteComponent(() => import('./screens/services-screen'), 'ServicesScreen'), staticData: { title: 'Your email and service type' },
});
const subscriptionRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/subscription',
  component: lazyRouteComponent(() => import('./screens/subscription-screen'), 'SubscriptionScreen'), staticData: { title: 'Choose a frequency' },
});
const getQuoteRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/getquote',
  // Spec 1 §2: the quote needs the area of a ZIP check; without one, back to the ZIP screen.
  beforeLoad: () => {
    if (!acquisitionStore.area()) throw redirect({ to: '/', replace: true });
  },
  component: lazyRouteComponent(() => import('./screens/getquote-screen'), 'GetQuoteScreen'), staticData: { title: 'Your quote' },
});
const dogInfoRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/doginfo',
  component: lazyRouteComponent(() => import('./screens/doginfo-screen'), 'DogInfoScreen'), staticData: { title: 'Dog information' },
});
const registrationRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/registration',
  component: lazyRouteComponent(() => import('./screens/registration-screen'), 'RegistrationScreen'), staticData: { title: 'Registration' },
});
const accountRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/account',
  beforeLoad: () => {
    if (!sessionStore.read()) throw redirect({ to: '/login', replace: true });
  },
  component: lazyRouteComponent(() => import('./screens/account-screen'), 'AccountScreen'), staticData: { title: 'My account' },
});
const commercialRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/commercial',
  component: lazyRouteComponent(() => import('./screens/commercial-screen'), 'CommercialScreen'), staticData: { title: 'Community service' },
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/reset-password/$token', beforeLoad: signedInGoesToAccount,
  component: lazyRouteComponent(() => import('./screens/reset-password-screen'), 'ResetPasswordScreen'), staticData: { title: 'Set a new password' },
});
const payRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/pay',
  component: lazyRouteComponent(() => import('./screens/pay-screen'), 'PayScreen'), staticData: { title: 'Pay your invoice' },
});

export const routeTree = rootRoute.addChildren([
  homeRoute, checkZipRoute, loginRoute, servicesRoute, subscriptionRoute, getQuoteRoute, dogInfoRoute,
  registrationRoute, accountRoute, commercialRoute, resetPasswordRoute, payRoute,
]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
}
export type AppRouter = ReturnType<typeof createAppRouter>;
