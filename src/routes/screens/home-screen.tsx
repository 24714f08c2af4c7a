// The ZIP screen (spec 1 §2 "ZIP screen"): `/`, any unmatched path and /checkzip/$id/$scorpion_id.
// The route is not lazy (it is the landing page), but the zip-check view (xstate, the form controls)
// is its own chunk, fetched as soon as this module runs: the first paint shows the heading at once
// and the initial JS stays small. This route part only reads the URL (deep link, '&s=N') and keys
// the view by it, so a redirect to a new URL (a bad deep link → /) starts a fresh machine.
import { lazy, Suspense } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { deepLinkFromUrl } from '../../flows/zip-check/deep-link';

const loadView = () => import('../../flows/zip-check/zip-check-view');
const viewModule = loadView();
const ZipCheckView = lazy(() => viewModule.catch(loadView).then((m) => ({ default: m.ZipCheckView })));

/** What the view's step 1 starts with, shown while its chunk arrives. */
function HomeHeading() {
  return (
    <section className="screen screen--home zip-check" aria-busy="true">
      <h1>Take back your backyard!</h1>
      <p className="screen__subtitle">Get a FREE - FAST service quote now!</p>
    </section>
  );
}

export function HomeScreen() {
  const location = useRouterState({ select: (s) => s.location });
  const navigate = useNavigate();
  const fragment = `${location.pathname}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
  return (
    <Suspense fallback={<HomeHeading />}>
      <ZipCheckView
        key={location.href}
        navigate={(to, options) => void navigate({ to, replace: options?.replace })}
        deepLink={deepLinkFromUrl(location.pathname, location.searchStr)}
        fragment={fragment}
      />
    </Suspense>
  );
}
