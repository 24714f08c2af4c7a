// The ZIP screen (spec 1 §2 "ZIP screen"): `/`, any unmatched path and /checkzip/$id/$scorpion_id.
// The landing page: part of the entry chunk with its view, prerendered at build time
// (src/prerender.tsx) and hydrated, so the heading and the ZIP field are painted before any script
// runs and nothing moves when it does. This route part only reads the URL (deep link,
// '&s=N') and keys the view by it, so a redirect to a new URL (a bad deep link → /) starts a fresh machine.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { deepLinkFromUrl } from '../../flows/zip-check/deep-link';
import { ZipCheckView } from '../../flows/zip-check/zip-check-view';
import { useReadyMark } from '../../ready-mark';
import { useSession } from '../../session-hooks';

export function HomeScreen() {
  const location = useRouterState({ select: (s) => s.location });
  const navigate = useNavigate();
  // Live, not a route context: an idle logout on this screen brings the sign-in link back at once.
  const session = useSession();
  // A route's leaf: the page is marked ready once this screen is hydrated and its machine has started.
  useReadyMark();
  const fragment = `${location.pathname}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
  return (
    <ZipCheckView
      key={location.href}
      navigate={(to, options) => void navigate({ to, replace: options?.replace })}
      deepLink={deepLinkFromUrl(location.pathname, location.searchStr)}
      fragment={fragment}
      signedIn={session !== null}
      userZipCodes={session?.user.zip_codes ?? null}
    />
  );
}
