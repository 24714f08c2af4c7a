import { useEffect, useRef } from 'react';
import { Outlet, useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { useApi } from '../api-context';
import { PageFrame } from '../frame/page-frame';
import { useSession } from '../session-hooks';
import { focusScreenHeading } from '../frame/route-focus';
import { signOutNow } from '../flows/session/sign-out-now';
import { toast } from '../ui/toast-queue';
import { lazyWithRetry } from '../ui/lazy';
import { LoadBoundary } from '../ui/retry-boundary';

const APP_TITLE = 'Yardwise';

// The session machine (idle logout, Sign Out) runs only while signed in: its code loads then.
const SessionLifetime = lazyWithRetry(() =>
  import('../flows/session/use-session-lifetime').then((m) => m.SessionLifetime),
);

/** The document title for a route's staticData.title (the prerender writes the same into its pages). */
export function documentTitle(title: string | undefined): string {
  return `${title ?? 'Free quote'} | ${APP_TITLE}`;
}

/** The root route: the page frame around the matched screen, react-aria links routed client-side. */
export function RootLayout() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The address names another screen than the one shown (the router is still loading it).
  const leaving = useRouterState({
    select: (s) => s.resolvedLocation !== undefined && s.location.pathname !== s.resolvedLocation.pathname,
  });
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData.title)?.staticData.title;

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  // A route change closes the page's error toasts (they belong to what was tried there) and moves focus
  // to the new screen's h1 (not on the first load: a fresh page starts at the top).
  useEffect(() => {
    let previous: Element | null = null;
    let stopWatch = () => {};
    const offBefore = router.subscribe('onBeforeNavigate', (event) => {
      previous = document.activeElement;
      if (event.fromLocation && event.pathChanged) toast.clearPage();
    });
    const offRendered = router.subscribe('onRendered', (event) => {
      const main = document.getElementById('main');
      if (!event.fromLocation || !event.pathChanged || !main) return;
      stopWatch();
      stopWatch = focusScreenHeading(main, previous);
    });
    return () => {
      offBefore();
      offRendered();
      stopWatch();
    };
  }, [router]);

  const navigate = (to: string) => {
    void router.navigate({ to });
  };
  // Idle logout and Sign Out for signed-in users (spec 1 §4): the running session's Sign Out, or the
  // same end state when none runs (its code still loading, or the session just ended).
  const signedIn = useSession() !== null;
  const signOutRef = useRef<(() => void) | null>(null);
  const api = useApi();
  const signOut = () => {
    if (signOutRef.current) signOutRef.current();
    else signOutNow(api, (to) => void router.navigate({ to, replace: true }));
  };
  return (
    <PageFrame
      navigate={navigate}
      hideNavigation={pathname === '/pay'}
      currentPath={pathname}
      onSignOut={signOut}
      leaving={leaving}
    >
      {signedIn ? (
        <LoadBoundary>
          <SessionLifetime
            api={api}
            navigate={(to) => {
              void router.navigate({ to, replace: true });
            }}
            signOutRef={signOutRef}
          />
        </LoadBoundary>
      ) : null}
      <Outlet />
    </PageFrame>
  );
}
