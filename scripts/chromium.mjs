// Locates Debian's chromium. Tools never download a browser of their own here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH when it names a file, else the first of `commands` on the PATH, else undefined. */
function locate(commands) {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  try {
    const found = execSync(commands.map((c) => `command -v ${c}`).join(' || '), {
      shell: '/bin/sh',
      encoding: 'utf8',
    }).trim();
    if (found) return found;
  } catch {
    /* not installed */
  }
  return undefined;
}

export function chromiumPath() {
  const found = locate(['chromium', 'chromium-browser']);
  if (found) return found;
  throw new Error("Debian's chromium is not installed: run `apt-get install -y chromium` (.ci/run does this).");
}

/**
 * The browser the Playwright suite drives: Debian's chromium-headless-shell (the same Blink and V8 as its
 * chromium, without the desktop browser around them; Playwright's own default for headless runs) when it
 * is installed, else chromium. On CI's 2 cores, where the run is CPU-bound and every test opens a fresh
 * context, the same files took 0.64 of chromium's time. Lighthouse, the screenshots, the cross-engine
 * suite and the tests that open a PDF (the shell has no viewer) keep the full chromium.
 */
export function testChromiumPath() {
  return locate(['chromium-headless-shell']) ?? chromiumPath();
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
