// Types of scripts/lib/bundle-origins.mjs for the test that uses it.
export interface ServedFile {
  /** The URL path as served, e.g. /assets/index-abc.js (a query is ignored). */
  path: string;
  /** Bytes on the wire. */
  bytes: number;
}
export interface Origin {
  origin: string;
  bytes: number;
}
/** The origins that are libraries every page runs by design. */
export const FIXED_ORIGINS: ReadonlySet<string>;
/** The package a source map's source belongs to, or null for the app's own. */
export function packageOf(source: string): string | null;
export function bundleOrigins(distDir: string, files: ServedFile[]): Origin[];
