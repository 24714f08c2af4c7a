// Where the ZIP screen finds a deep link (spec 1 §2): the query (?zipcode=&scorpion_id=) or the
// path /checkzip/{zipcode}/{scorpion_id}. Whether it is valid (5 characters + a scorpion id) is the
// machine's decision (hasValidDeepLink); this only reads the URL.
// A channel suffix '&s=N' may be glued to the path's scorpion id (…/checkzip/27601/abc&s=3): it is
// not part of the id.

export interface DeepLink {
  zipcode: string;
  scorpionId: string;
}

const CHECKZIP_PATH = /^\/checkzip\/([^/]*)\/([^/]*)\/?$/;

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The deep link of a URL, or null when it carries none. A missing part reads as ''. */
export function deepLinkFromUrl(pathname: string, search: string): DeepLink | null {
  const path = CHECKZIP_PATH.exec(pathname);
  if (path) {
    return { zipcode: decode(path[1] ?? ''), scorpionId: decode((path[2] ?? '').split('&')[0] ?? '') };
  }
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (!query.has('zipcode') && !query.has('scorpion_id')) return null;
  return { zipcode: query.get('zipcode') ?? '', scorpionId: query.get('scorpion_id') ?? '' };
}
