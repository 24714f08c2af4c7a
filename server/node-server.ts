// The one way the reference server listens (`npm start`, `npm run server`, the soak): @hono/node-server
// on Node's http server with timeouts that cut slow clients. Node's defaults let a client trickling a
// header line every few seconds hold a socket for 60 s of headers plus up to 30 s until the next
// check, and one trickling its body for 300 s.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export interface ServerTimeouts {
  /** The whole header block must arrive within this (Node: headersTimeout) → 408 and the socket closed. */
  headersMs: number;
  /** Headers and body must arrive within this (Node: requestTimeout) → 408 and the socket closed. */
  requestMs: number;
  /** How often Node looks for requests over those limits (connectionsCheckingInterval; Node's default 30 s). */
  checkEveryMs: number;
  /**
   * An idle keep-alive socket stays open this long: longer than Node's 5 s, so a client reusing one as the
   * server closes it does not get ECONNRESET (seen by the e2e request context between two calls). Idle
   * sockets are not subject to the two limits above: those count from a request's first byte.
   */
  keepAliveMs: number;
}

/**
 * Production limits. 30 s for a whole request: the largest body (the enquiry's four 5 MB maps, 28 MB)
 * needs about 7.5 Mbit/s upstream; one 5 MB map or photo, about 1.9 Mbit/s.
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  checkEveryMs: 1_000,
  keepAliveMs: 65_000,
};

/**
 * The limits, from the environment where set (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, for tests and
 * tuning); a request limit is never below the headers limit (Node refuses that).
 */
export function serverTimeouts(env: Record<string, string | undefined> = process.env): ServerTimeouts {
  const ms = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  const headersMs = ms('HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersMs);
  const requestMs = Math.max(headersMs, ms('REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs));
  const checkEveryMs = Math.min(DEFAULT_TIMEOUTS.checkEveryMs, Math.ceil(headersMs / 4));
  return { headersMs, requestMs, checkEveryMs, keepAliveMs: DEFAULT_TIMEOUTS.keepAliveMs };
}

export interface ListenOptions {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  port: number;
  hostname: string;
  timeouts?: ServerTimeouts;
}

/** Starts the server; `onListen` gets the bound address (port 0 picks a free one). */
export function listen(opts: ListenOptions, onListen?: (info: AddressInfo) => void): ServerType {
  const t = opts.timeouts ?? serverTimeouts();
  const server = serve(
    {
      fetch: opts.fetch,
      port: opts.port,
      hostname: opts.hostname,
      // serve() would otherwise replace globalThis.Response (design.md §0).
      overrideGlobalObjects: false,
      serverOptions: {
        headersTimeout: t.headersMs,
        requestTimeout: t.requestMs,
        connectionsCheckingInterval: t.checkEveryMs,
        keepAliveTimeout: t.keepAliveMs,
      },
    },
    onListen,
  );
  // Also as properties: not every Node 20 release reads keepAliveTimeout from the options.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = t.keepAliveMs;
  return server;
}
