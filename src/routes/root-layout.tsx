import { useEffect } from 'react';
import { Outlet, useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useApi } from '../api-context';
import { useSessionLifetime } from '../flows/session/use-session-lifetime';
import { PageFrame } from '../frame/page-frame';
import { focusScreenHeading } from '../frame/route-focus';
import { toast } from '../ui/toast-queue';

const APP_TITLE = 'Yardwise';

/** The root route: the page frame around the matched screen, react-aria links routed client-side. */
export function RootLayout() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData.title)?.staticData.title;

  useEffect(() => {
    document.title = title ? `${title} | ${APP_TITLE}` : `Free quote | ${APP_TITLE}`;
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
    return () => { offBefore(); offRendered(); stopWatch(); };
  }, [router]);

  const navigate = (to: string) => { void router.navigate({ to }); };
  // Idle logout and Sign Out for signed-in users (spec 1 §4).
  const { signOut } = useSessionLifetime(useApi(), (to) => { void router.navigate({ to, replace: true }); });
  return (
    <AriaRouterProvider navigate={(to) => navigate(to)} useHref={(to) => router.buildLocation({ to }).href}>
      <PageFrame navigate={navigate} hideNavigation={pathname === '/pay'} onSignOut={signOut}>
        <Outlet />
      </PageFrame>
    </AriaRouterProvider>
  );
}
