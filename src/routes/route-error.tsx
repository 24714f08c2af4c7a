// Every route's error component (the router's defaultErrorComponent): never the router's default
// 'Something went wrong!'. A screen whose code could not be downloaded (offline), or whose guard or
// loader failed, shows the screen's heading, the failure in words with Try again (which loads the
// route again) and a way back to the home page, which is part of the entry and works offline.
// It stands in for the route's screen, so it sets the page's ready mark as a screen does (src/ready-mark.ts).
import { useMatches, useRouter } from '@tanstack/react-router';
import { firstVisitMessages as messages } from '../domain/first-visit-messages';
import { useReadyMark } from '../ready-mark';
import { retryFailedLoads } from '../ui/lazy';
import { AppLink } from '../ui/plain-controls';
import { ErrorState } from '../ui/error-state';

export function RouteError() {
  const router = useRouter();
  useReadyMark();
  const title = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.title)?.staticData.title });
  return (
    <section className="screen">
      <h1>{title ?? 'Free quote'}</h1>
      <ErrorState
        onRetry={() => {
          retryFailedLoads();
          void router.invalidate();
        }}
        action={
          <AppLink to="/" onNavigate={(to) => void router.navigate({ to })} className="btn btn--quiet">
            Go to the home page
          </AppLink>
        }
      >
        {messages.loadFailed}
      </ErrorState>
    </section>
  );
}
