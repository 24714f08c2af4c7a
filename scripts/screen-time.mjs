// `node scripts/screen-time.mjs <dist-before> <dist-after>`: the time from navigation to the screen's
// heading on /commercial and /pay under a phone's link, really throttled (Chrome DevTools protocol:
// 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower), for two builds served side by side,
// alternating, median of N (env N, default 7). Lighthouse's LCP on these paths is a simulation from an
// unthrottled trace; this measures what a phone waits. A benchmark, not part of `npm test`.
import { areaSessionStorage, launchChromium, seedStorage } from './lib/app-state.mjs';
import { startServer } from './lib/serve.mjs';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/screen-time.mjs <dist-before> <dist-after>');
  process.exit(2);
}
const dists = { before, after };
const N = Number(process.env.N ?? 7);
const servers = {};
for (const [k, d] of Object.entries(dists)) servers[k] = await startServer(d);
const browser = await launchChromium();
const area = await areaSessionStorage(browser, servers.before.url);
const routes = { '/commercial': 'h1#commercial-title', '/pay': 'main h1' };
const res = {};
for (let i = 0; i < N; i++)
  for (const [route, sel] of Object.entries(routes))
    for (const k of Object.keys(dists)) {
      const context = await browser.newContext();
      await seedStorage(context, { session: area });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1.6e6 / 8,
        uploadThroughput: 750e3 / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const t0 = Date.now();
      await page.goto(servers[k].url + route, { waitUntil: 'commit' });
      await page.locator(sel).first().waitFor({ timeout: 60000 });
      const t = Date.now() - t0;
      (res[`${route} ${k}`] ??= []).push(t);
      await context.close();
    }
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(22), 'median', med(v), 'ms', JSON.stringify(v));
await browser.close();
for (const s of Object.values(servers)) await s.stop();
