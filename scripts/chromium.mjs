// Locates Debian's chromium. Tools never download a browser of their own here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  try {
    const found = execSync('command -v chromium || command -v chromium-browser', {
      shell: '/bin/sh',
      encoding: 'utf8',
    }).trim();
    if (found) return found;
  } catch {
    /* fall through */
  }
  throw new Error("Debian's chromium is not installed: run `apt-get install -y chromium` (.ci/run does this).");
}

/**
 * The browser the Playwright suite drives: Debian's chromium-headless-shell (the same Blink and V8 as its
 * chromium, without the desktop browser around them; Playwright's own default for headless runs) when it
 * is installed, else chromium. On CI's 2 cores it ran the same files in 63% of the time: each test opens
 * a fresh context, and the full browser's per-context work (its UI, extensions, profile services) was a
 * third of the run. Lighthouse, the screenshots and the cross-engine suite keep the full chromium.
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  try {
    const found = execSync('command -v chromium-headless-shell', { shell: '/bin/sh', encoding: 'utf8' }).trim();
    if (found) return found;
  } catch {
    /* fall through */
  }
  return chromiumPath();
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
