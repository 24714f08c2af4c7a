/**
 * Where the API lives (spec 1 §7: an API base that depends on the page host — per-environment API
 * hosts, with a fallback of the host prefixed by 'api.' — under /api/v1/).
 *
 * Our choice (design.md §5), in order:
 *   1. VITE_API_BASE_URL, when set and not blank, is the whole base (origin and path), as given;
 *   2. with `perHost: true` (deployments that keep the spec's split hosts) the spec's rule:
 *      the host's entry in `hosts`, else `{protocol}//api.{host}`, then /api/v1/;
 *   3. otherwise same origin '/api/v1/' — the reference server serves the app and the API together.
 * Pure: the caller passes import.meta.env and window.location, so every branch is testable.
 */

export const API_PATH = '/api/v1/';

export interface ApiBaseEnv {
  VITE_API_BASE_URL?: string | undefined;
}

/** The parts of window.location the rule reads; `host` includes the port. */
export interface PageLocation {
  protocol: string;
  host: string;
}

export interface ApiBaseOptions {
  /** Use the spec's per-host rule instead of same origin. */
  perHost?: boolean;
  /** Page host → API origin ('app.example.com' → 'https://api-eu.example.com'). */
  hosts?: Readonly<Record<string, string>>;
}

const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The spec's per-host rule: a known host's API origin, else 'api.' + host; then /api/v1/. */
export function apiBaseForHost(location: PageLocation, hosts: Readonly<Record<string, string>> = {}): string {
  const mapped = hosts[location.host];
  const origin = mapped ? withoutTrailingSlash(mapped) : `${location.protocol}//api.${location.host}`;
  return `${origin}${API_PATH}`;
}

export function resolveApiBase(env: ApiBaseEnv, location?: PageLocation, options: ApiBaseOptions = {}): string {
  const override = env.VITE_API_BASE_URL?.trim();
  if (override) return withTrailingSlash(override);
  if (options.perHost && location) return apiBaseForHost(location, options.hosts);
  return API_PATH;
}
