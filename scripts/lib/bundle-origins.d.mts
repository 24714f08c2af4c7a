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
export function bundleOrigins(distDir: string, files: ServedFile[]): Origin[];
