// The route tree (code-based, TanStack Router). Thin routes: a guard in `beforeLoad` (guards.ts) puts
// what the screen needs (the service area, the session, the saved order) into the route context, so screens
// read `Route.useRouteContext()` and hand their views props, never a store; loaders prefetch the
// screen's server reads (src/api/queries.ts) with `ensureQueryData`. Lazy screens, a title per route
// (staticData.title, applied by the root). Every screen but the home is a separate chunk so the first
// load carries only the frame and the ZIP screen.
import { createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import * as v from 'valibot';
import type { ApiClient } from '../api/client';
import { loadQueries, loadQueryClient } from '../api/query-client';
import type { LoadedQueries } from '../api/query-client';
import { acquisitionStore } from '../flows/shared/acquisition-store';
import { lazyWithRetry, retryLoad } from '../ui/lazy';
import { accountSearch } from './account-search';
import { requireArea, requireOrder, requireRegistration, requireSession, requireVisitor } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { HomeScreen } from './screens/home-screen';

/** What every route's guards and loaders get: the API client, and the query client with the read factories (lazy). */
export interface RouterContext {
  api: ApiClient;
  queries: () => Promise<LoadedQueries>;
}

/**
 * A lazy screen: its chunk, react-aria's router provider and the query client (screen-providers.tsx)
 * load together when the route is first matched; the screen renders inside both providers. A failed
 * download is tried again, then shown by RouteError (not TanStack's lazyRouteComponent, which reloads
 * the page on a failed chunk: offline, that is the browser's offline page instead of the app).
 */
function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyWithRetry(() =>
    Promise.all([load(), import('./screen-providers'), loadQueryClient()]).then(([screen, providers, client]) =>
      providers.withScreenProviders(screen[name] as ComponentType<object>, client),
    ),
  );
}
const loadAccountGuard = retryLoad(() => import('./account-guard'));
const loadAccountQueries = retryLoad(() => import('../api/account-queries'));

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The document title while this route is the deepest match. */
    title?: string;
  }
  interface Register {
    router: AppRouter;
  }
}

/** A prefetch that must not fail the navigation: the screen's own read shows the failure. */
const prefetch = (promise: Promise<unknown>) => void promise.catch(() => undefined);

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Spec 1 §2: any unmatched path is the home screen.
  notFoundComponent: HomeScreen,
});

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
  beforeLoad: requireVisitor,
  // The dog page hands over the order's email when it already has an account (spec 2 §2).
  validateSearch: v.object({ email: v.fallback(v.optional(v.string()), undefined) }),
  component: lazyScreen(() => import('./screens/login-screen'), 'LoginScreen'),
  staticData: { title: 'Sign in' },
});
const servicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services',
  beforeLoad: requireArea,
  component: lazyScreen(() => import('./screens/services-screen'), 'ServicesScreen'),
  staticData: { title: 'Your email and service type' },
});
const subscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscription',
  beforeLoad: requireArea,
  // The five cards' 'starting at' prices; the screen's machine shows their loading and failure.
  loader: async ({ context }) => {
    const { client, priceRangesQuery } = await context.queries();
    prefetch(client.ensureQueryData(priceRangesQuery(context.api, context.area.uuid)));
  },
  component: lazyScreen(() => import('./screens/subscription-screen'), 'SubscriptionScreen'),
  staticData: { title: 'Choose a frequency' },
});
const getQuoteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/getquote',
  beforeLoad: () => ({
    ...requireArea(),
    priceRange: acquisitionStore.priceRange(),
    scorpionId: acquisitionStore.scorpionId(),
  }),
  // Step 2's reads start with step 1, so the checkout's start days (and a signed-in user's names
  // and phones) are there by the time Continue is pressed.
  loader: async ({ context }) => {
    const { client, initialCleaningDaysQuery, currentUserQuery } = await context.queries();
    prefetch(client.ensureQueryData(initialCleaningDaysQuery(context.api, context.area)));
    if (context.session) prefetch(client.ensureQueryData(currentUserQuery(context.api)));
  },
  component: lazyScreen(() => import('./screens/getquote-screen'), 'GetQuoteScreen'),
  staticData: { title: 'Your quote' },
});
const dogInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/doginfo',
  beforeLoad: requireOrder,
  component: lazyScreen(() => import('./screens/doginfo-screen'), 'DogInfoScreen'),
  staticData: { title: 'Dog information' },
});
const registrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration',
  beforeLoad: requireRegistration,
  component: lazyScreen(() => import('./screens/registration-screen'), 'RegistrationScreen'),
  staticData: { title: 'Registration' },
});
const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  validateSearch: accountSearch,
  // The guard is its own small chunk (it reads the tab rules); the first visit's bundle stays lean.
  beforeLoad: async ({ search }) => (await loadAccountGuard()).requireAccountTab(requireSession(), search),
  // The account (every tab reads it) and the Messages tab's unread count.
  loader: async ({ context }) => {
    const [{ client }, { accountQuery, unreadCountQuery }] = await Promise.all([
      context.queries(),
      loadAccountQueries(),
    ]);
    prefetch(client.ensureQueryData(accountQuery(context.api, context.user)));
    prefetch(client.ensureQueryData(unreadCountQuery(context.api)));
  },
  component: lazyScreen(() => import('./screens/account-screen'), 'AccountScreen'),
  staticData: { title: 'My account' },
});
const commercialRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/commercial',
  // Spec 2 §2: a stored service area is required (else /); the email screen's commercial ids come along.
  beforeLoad: () => ({ ...requireArea(), commercial: acquisitionStore.commercial() }),
  component: lazyScreen(() => import('./screens/commercial-screen'), 'CommercialScreen'),
  staticData: { title: 'Community service' },
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/$token',
  beforeLoad: requireVisitor,
  validateSearch: v.object({ uid: v.fallback(v.optional(v.string()), undefined) }),
  component: lazyScreen(() => import('./screens/reset-password-screen'), 'ResetPasswordScreen'),
  staticData: { title: 'Set a new password' },
});
const resumeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resume/$token',
  // A mailed link (design.md §8): it restores a lead's flow on whichever device opens it.
  component: lazyScreen(() => import('./screens/resume-screen'), 'ResumeScreen'),
  staticData: { title: 'Continue where you left off' },
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
  resumeRoute,
  payRoute,
]);

/**
 * The app's router. The build's prerender (src/prerender.tsx) runs it in Node with a memory history,
 * an origin and no scroll restoration (which touches window.history); none of these changes what renders.
 */
export function createAppRouter(options: {
  api: ApiClient;
  history?: RouterHistory;
  origin?: string;
  scrollRestoration?: boolean;
}) {
  const { api, ...rest } = options;
  const context: RouterContext = { api, queries: retryLoad(loadQueries) };
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Every route, the root included: the kit's error state with Try again and a way home.
    defaultErrorComponent: RouteError,
    ...rest,
  });
}
export type AppRouter = ReturnType<typeof createAppRouter>;
