// The browser suites' reference servers (playwright.config.ts's one webServer): builds the app once
// into DIST_DIR (skipped with SKIP_BUILD=1, when the caller has built it already, as `npm test` does),
// then starts E2E_WORKERS servers at the same time, one per Playwright worker on E2E_PORT + i, each
// with its own in-memory database seeded with the demo data, and prints READY_LINE as soon as they are
// started (each worker waits for its own server's first answer). Playwright starts its webServer entries
// one after another, so N entries would boot in sequence; here they boot side by side.
//
// Stopping: SIGTERM or SIGINT (Playwright's gracefulShutdown) is passed to every server, which closes
// its database and exits; whatever is still running after STOP_MS is killed. If one server fails to
// start or exits early, its error is printed, the others are stopped and this exits non-zero. Playwright
// watches its webServer only until the ready line, which comes before the servers answer, so the run then
// fails in each worker's wait for its server (tests/e2e/support.ts: serverAnswers, at most 4 minutes),
// not at once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** playwright.config.ts waits for this line on stdout. */
const READY_LINE = 'e2e servers ready';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const basePort = Number(process.env.E2E_PORT ?? 4873);
const count = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 4)) || 4);
const ports = Array.from({ length: count }, (_, i) => basePort + i);
const STOP_MS = 10_000;

const say = (line) => process.stderr.write(`[e2e-servers] ${line}\n`);

/** Something already answers on the port (a server left from an earlier run): refuse, as Playwright does. */
const inUse = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const busy = (await Promise.all(ports.map(async (p) => ((await inUse(p)) ? p : null)))).filter((p) => p !== null);
if (busy.length) {
  say(`port ${busy.join(', ')} is already used: stop what runs there or choose another E2E_PORT`);
  process.exit(1);
}

if (process.env.SKIP_BUILD === '1') {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    say(`SKIP_BUILD=1 but ${distDir} holds no build: run \`npm run build\` (same DIST_DIR) first`);
    process.exit(1);
  }
} else {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--out-dir', distDir], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let stopping = false;
const servers = ports.map((port) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    // The build is served as it is (never rebuilt per server); OUTBOX_KEY is the demo outbox's secret
    // (random per start otherwise): tests/e2e/auth.spec.ts reads mail with it.
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', OUTBOX_KEY: 'e2e-outbox-key', SKIP_BUILD: '1' },
    // The banner is not needed; a server's errors are.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    say(`the server on port ${port} exited (${signal ?? code})`);
    void stop(1);
  });
  return { port, child };
});

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = servers.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  const exited = running.map(({ child }) => new Promise((resolve) => child.once('exit', resolve)));
  for (const { child } of running) child.kill('SIGTERM');
  const late = setTimeout(() => {
    for (const { child } of running) child.kill('SIGKILL');
  }, STOP_MS);
  await Promise.all(exited);
  clearTimeout(late);
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(0));

// Started, not yet answering: Playwright reads the test files after its webServer is ready (11 s of one
// core for this suite, most of it the UI model suites' paths) and only then starts its workers, so the
// servers boot (3–4 s of CPU each) meanwhile, on the other core, instead of before it. Each worker waits
// for its own server's first answer (tests/e2e/support.ts, serverAnswers).
console.log(`${READY_LINE}: ${count} starting on ports ${ports[0]}–${ports.at(-1)}`);
