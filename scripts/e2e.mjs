// `npm run test:e2e`: Playwright against Debian's chromium (never a downloaded browser).
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium.mjs';

process.env.CHROMIUM_PATH = chromiumPath();
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
