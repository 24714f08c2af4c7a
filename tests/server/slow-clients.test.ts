// Slow clients on the real Node server (server/node-server.ts, as `npm start` and `npm run server`
// listen): a header block or a body trickled a few bytes at a time is cut with a 408 once its limit
// passes, while an idle keep-alive socket stays usable. Limits shortened through the environment so the
// test takes seconds; the production defaults are checked to stay within 30 s.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, listen, serverTimeouts } from '../../server/node-server';

const HEADERS_MS = 600;
const REQUEST_MS = 1200;
/** How long a trickling client keeps sending when nothing cuts it: far beyond both limits. */
const TRICKLE_FOR_MS = 8000;
const TRICKLE_EVERY_MS = 100;

let port = 0;
let close: () => Promise<void>;

beforeAll(async () => {
  const app = new Hono();
  app.all('*', async (c) => c.text(`read ${(await c.req.text()).length} bytes`));
  const timeouts = serverTimeouts({ HEADERS_TIMEOUT_MS: String(HEADERS_MS), REQUEST_TIMEOUT_MS: String(REQUEST_MS) });
  await new Promise<void>((resolve) => {
    const server = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', timeouts }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
    close = () =>
      new Promise((done) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => done());
      });
  });
});
afterAll(() => close());

interface Outcome {
  /** ms from the first byte sent until the server closed the socket (null: still open when the client gave up) */
  closedAfterMs: number | null;
  received: string;
}

/** Opens a socket, sends `head`, then one byte of `drip` every TRICKLE_EVERY_MS until the server closes it. */
function trickle(head: string, drip: () => string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedAfterMs: number | null) => {
      clearInterval(timer);
      socket.destroy();
      resolve({ closedAfterMs, received });
    };
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('close', () => finish(Date.now() - started));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (Date.now() - started > TRICKLE_FOR_MS) finish(null);
        else if (!socket.destroyed) socket.write(drip());
      }, TRICKLE_EVERY_MS);
    });
  });
}

/** One whole request on an open socket; resolves with the answer's text once its body arrived. */
function exchange(socket: net.Socket, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let got = '';
    const onData = (d: Buffer) => {
      got += d.toString('latin1');
      if (/\r\n\r\n[\s\S]*read \d+ bytes$/.test(got)) {
        socket.off('data', onData);
        resolve(got);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(request);
  });
}

describe('slow clients are cut, idle keep-alive sockets are not', () => {
  it('production limits: headers and the whole request within 30 s, checked every second', () => {
    expect(DEFAULT_TIMEOUTS.headersMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_TIMEOUTS.headersMs).toBeLessThanOrEqual(DEFAULT_TIMEOUTS.requestMs);
    expect(DEFAULT_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(1000);
    // Without the environment variables the server runs with exactly these.
    expect(serverTimeouts({})).toEqual(DEFAULT_TIMEOUTS);
    // Both entry points listen through listen() (main.ts's serveBooted), never through serve() with Node's defaults.
    const source = (file: string) => readFileSync(path.join(import.meta.dirname, '..', '..', file), 'utf8');
    expect(source('server/main.ts')).toMatch(/from '\.\/node-server'/);
    expect(source('server/main.ts')).toMatch(/serveBooted\([\s\S]*listen\(/);
    expect(source('server/start.ts')).toMatch(/serveBooted\(/);
    for (const file of ['server/main.ts', 'server/start.ts']) expect(source(file), file).not.toMatch(/\bserve\(/);
  });

  it.each([
    {
      sent: 'a header block trickled a line at a time',
      limit: 'headers',
      limitMs: HEADERS_MS,
      head: 'POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      piece: (n: number) => `X-Slow-${n}: a\r\n`,
      trickled: 'headers',
    },
    {
      sent: 'a body trickled a byte at a time',
      limit: 'request',
      limitMs: REQUEST_MS,
      head: 'POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n',
      piece: () => 'a',
      trickled: 'body',
    },
  ])(
    '$sent gets 408 and the socket closed once the $limit limit passes',
    async ({ limitMs, head, piece, trickled }) => {
      let n = 0;
      const r = await trickle(head, () => piece(n++));
      expect(r.closedAfterMs, `the socket was still open after 8 s of trickled ${trickled}`).not.toBeNull();
      expect(r.closedAfterMs as number).toBeGreaterThanOrEqual(limitMs - 50);
      expect(r.closedAfterMs as number).toBeLessThan(limitMs + 1500);
      expect(r.received).toMatch(/^HTTP\/1\.1 408 /);
    },
    20_000,
  );

  it('a prompt request is answered, and its keep-alive socket idle longer than both limits still serves the next', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const request = 'POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello';
    expect(await exchange(socket, request)).toMatch(/^HTTP\/1\.1 200 [\s\S]*read 5 bytes$/);
    await new Promise((resolve) => setTimeout(resolve, REQUEST_MS + 600));
    expect(socket.destroyed).toBe(false);
    expect(await exchange(socket, request)).toMatch(/^HTTP\/1\.1 200 [\s\S]*read 5 bytes$/);
    socket.destroy();
  }, 20_000);
});
