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
