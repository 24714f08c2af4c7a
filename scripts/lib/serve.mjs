// Shared by `npm run budget` and `npm run bench`: build the app into a directory of its own and start
// the production server (server/start.ts) on a free port with an in-memory database, the way
// `npm start` does, then stop it again. The server is a child process of ours, stopped by its pid.
// `npm run soak` starts its own API the same way (bannerUrl, stopper); the reports go under reports/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The value after `--name` on the command line, or undefined. */
export function argValue(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/**
 * The build to serve. `--no-build`: DIST_DIR or dist/ as it is. Otherwise scripts/build.mjs writes to
 * `--out-dir DIR`, DIST_DIR, or a fresh temporary directory (removed by `cleanup()`), never to a
 * dist/ someone else may be serving.
 */
export function prepareBuild({ quiet = true } = {}) {
  if (process.argv.includes('--no-build')) {
    const dir = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
    if (!existsSync(path.join(dir, 'index.html')))
      throw new Error(`--no-build: no build in ${dir} (run node scripts/build.mjs first)`);
    return { dir, built: false, seconds: 0, cleanup: () => {} };
  }
  const chosen = argValue('--out-dir') ?? process.env.DIST_DIR;
  const dir = chosen ? path.resolve(ROOT, chosen) : mkdtempSync(path.join(tmpdir(), 'yardwise-build-'));
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['scripts/build.mjs', '--out-dir', dir, ...(quiet ? ['--quiet'] : [])], {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: 600_000,
  });
  if (r.status !== 0) throw new Error(`build failed (${r.error?.message ?? `exit ${r.status}`})`);
  const seconds = (performance.now() - t0) / 1000;
  return {
    dir,
    built: true,
    seconds,
    cleanup: () => {
      if (!chosen) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `node --import tsx server/start.ts` serving `distDir` (DIST_DIR, SKIP_BUILD=1) on a free port
 * (or `port`: a test serves a rebuilt app where the old one was) with DATA_DIR=memory:// and waits for
 * its banner. Returns { url, stop, outboxKey }; `url` has no trailing slash, `outboxKey` reads the dev outbox.
 */
export async function startServer(distDir, { timeoutMs = 120_000, port: chosenPort } = {}) {
  const port = chosenPort ?? (await freePort());
  const env = {
    ...process.env,
    DIST_DIR: distDir,
    SKIP_BUILD: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    OUTBOX_KEY: process.env.OUTBOX_KEY ?? 'budget-bench',
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
  });
  const url = await bannerUrl(child, { what: 'the server', timeoutMs, stderr: () => err });
  const stop = stopper(child, 10_000);
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.once(sig, () => {
      void stop().then(() => process.exit(130));
    });
  return { url, port, stop, outboxKey: env.OUTBOX_KEY, servesDist: await servesDist(url, distDir) };
}

/**
 * The URL a server child prints in its banner (`URL: http://…`), without a trailing slash. Rejects,
 * naming `what` and showing `stderr()`, when the child exits first or `timeoutMs` passes.
 */
export function bannerUrl(child, { what, timeoutMs, stderr }) {
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${stderr()}`)),
      timeoutMs,
    );
    const exited = (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before it was ready:\n${stderr()}`));
    };
    const seen = (d) => {
      out += d;
      const m = /URL:\s+(http\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout.off('data', seen);
        child.off('exit', exited);
        resolve(m[1].replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', seen);
    child.once('exit', exited);
  });
}

/**
 * `stop()` for a server child: SIGTERM, SIGKILL after `graceMs`, resolved once it has exited (a second
 * call waits for the same). Whatever ends this process first kills the child too.
 */
export function stopper(child, graceMs) {
  process.once('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let stopped = null;
  return () => {
    stopped ??= new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
    return stopped;
  };
}

/**
 * Whether the server really serves `distDir` (the page it answers for /getquote is that build's
 * getquote.html, or its 200.html in a build without one, byte for byte): a server that ignores
 * DIST_DIR would be measured against some other build.
 */
async function servesDist(url, distDir) {
  try {
    const served = await (await fetch(`${url}/getquote`)).text();
    const own = path.join(distDir, 'getquote.html');
    return served === readFileSync(existsSync(own) ? own : path.join(distDir, '200.html'), 'utf8');
  } catch {
    return false;
  }
}

/** The machine-readable report under reports/ (git-ignored). */
export function reportPath(name) {
  return path.join(ROOT, 'reports', name);
}

/** Writes `report` as JSON to reports/`name`; returns that file's path from the project's root. */
export function writeReport(name, report) {
  const file = reportPath(name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(ROOT, file);
}
