// When the page the server sent (prerendered at build time by src/prerender.tsx) may be hydrated:
// only when the first client render would produce the same HTML. The prerender renders a screen with
// no search, no stored state and no remembered email; a deep link (`/?zip=…`), `/login?email=…` or a
// remembered email render differently, so those pages are rendered from scratch instead (the frame
// looks the same, so nothing moves). Pure: the caller passes the location and document.cookie.
import { REMEMBER_COOKIE } from './flows/auth/remembered-email';

/** The attribute on #root naming the path its HTML was prerendered for. */
export const PRERENDER_ATTRIBUTE = 'data-prerendered';

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function canHydrate(
  prerenderedPath: string,
  location: { pathname: string; searchStr: string },
  cookie: string,
): boolean {
  if (normalise(location.pathname) !== prerenderedPath) return false;
  if (location.searchStr !== '' && location.searchStr !== '?') return false;
  if (prerenderedPath === '/login' && new RegExp(`(?:^|;\\s*)${REMEMBER_COOKIE}=[^;]`).test(cookie)) return false;
  return true;
}
