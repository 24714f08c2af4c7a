// `npm run test:e2e`: Playwright against Debian's chromium-headless-shell, else its chromium (never a
// downloaded browser).
import { spawnSync } from 'node:child_process';
import { chromiumPath, testChromiumPath } from './chromium.mjs';

// Both are needed (the PDF viewer tests run on the full chromium): a missing one fails here, at once.
testChromiumPath();
chromiumPath();
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
