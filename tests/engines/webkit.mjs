// WebKit for the cross-engine suite: Debian's WebKitWebDriver (webkit2gtk-driver) drives MiniBrowser
// (libwebkit2gtk-4.1-0) on an Xvfb display of our own, through selenium-webdriver as a plain W3C
// client (usingServer: no Selenium Manager, nothing downloaded). The primitives are those
// tests/engines/driver.mjs lists.
//
// The viewport: MiniBrowser is a GTK window with a toolbar, and GTK will not make that window narrower
// than the toolbar's natural width (447 px with the default theme), so a 390 px page is impossible as
// it comes. A GTK style sheet of our own (XDG_CONFIG_HOME, for MiniBrowser only) lets the toolbar's
// buttons and address field shrink; the page itself is drawn by WebKit and does not see it. The window
// is then sized so that the page's innerWidth × innerHeight is exactly what was asked.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, By, Key } from 'selenium-webdriver';
import { freePort } from '../../scripts/lib/serve.mjs';

function minibrowserPath() {
  if (process.env.MINIBROWSER_PATH && existsSync(process.env.MINIBROWSER_PATH)) return process.env.MINIBROWSER_PATH;
  // /usr/lib/<multiarch triplet>/webkit2gtk-4.1/MiniBrowser
  for (const dir of readdirSync('/usr/lib')) {
    const candidate = path.join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    "WebKitGTK's MiniBrowser is not installed: run `apt-get install -y libwebkit2gtk-4.1-0` (.ci/run does this).",
  );
}

function requireCommand(file, pkg) {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`apt-get install -y ${pkg}\` (.ci/run does this).`);
}

const KEYS = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Space: Key.SPACE,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Backspace: Key.BACK_SPACE,
};

/** Starts a child and stops it by its own pid (SIGTERM, then SIGKILL after 5 s). */
function child(command, args, options) {
  const proc = spawn(command, args, options);
  const stop = () =>
    new Promise((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      const kill = setTimeout(() => proc.kill('SIGKILL'), 5_000);
      proc.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      proc.kill('SIGTERM');
    });
  process.once('exit', () => {
    if (proc.exitCode === null) proc.kill('SIGKILL');
  });
  return { proc, stop };
}

/** Xvfb on the first free display (it writes the number it took to fd 3). */
async function startXvfb() {
  requireCommand('/usr/bin/Xvfb', 'xvfb');
  const x = child('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let err = '';
  x.proc.stderr.on('data', (d) => (err += d));
  const display = await new Promise((resolve, reject) => {
    x.proc.stdio[3].once('data', (d) => resolve(`:${String(d).trim()}`));
    x.proc.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${err}`)));
  });
  return { display, stop: x.stop };
}

async function waitForDriver(url, proc) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`WebKitWebDriver exited (${proc.exitCode})`);
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok && (await res.json()).value?.ready) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url} within 30 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function launchWebKit() {
  requireCommand('/usr/bin/WebKitWebDriver', 'webkit2gtk-driver');
  const binary = minibrowserPath();
  const home = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(path.join(home, 'gtk-3.0', 'gtk.css'), 'button, entry { min-width: 0; padding: 0; margin: 0; }\n');
  process.once('exit', () => rmSync(home, { recursive: true, force: true }));
  const xvfb = await startXvfb();
  const port = await freePort();
  const wd = child('/usr/bin/WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: home, NO_AT_BRIDGE: '1' },
    stdio: 'ignore',
  });
  const stopAll = async () => {
    await wd.stop();
    await xvfb.stop();
    rmSync(home, { recursive: true, force: true });
  };
  let driver;
  try {
    const server = `http://127.0.0.1:${port}`;
    await waitForDriver(server, wd.proc);
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // Scrollbars over the page, as on a phone: the page's width is the viewport's.
        'webkitgtk:browserOptions': { binary, args: ['--automation'], useOverlayScrollbars: true },
      })
      .build();
    await driver.manage().setTimeouts({ pageLoad: 60_000, script: 30_000 });
  } catch (e) {
    await stopAll();
    throw e;
  }
  const caps = await driver.getCapabilities();
  const version = `${caps.getBrowserName()} ${caps.getBrowserVersion() ?? ''}`.trim();
  const script = (source, count) =>
    `return (${source})(${Array.from({ length: count }, (_, i) => `arguments[${i}]`).join(', ')});`;
  const inner = () => driver.executeScript('return [window.innerWidth, window.innerHeight];');

  /** Sizes the window until the page's viewport is width × height (the toolbar's height is measured, not assumed). */
  async function setViewport(width, height) {
    let rect = { width, height };
    for (let attempt = 0; attempt < 6; attempt++) {
      await driver.manage().window().setRect(rect);
      // Xvfb has no window manager: the new size can reach the page a moment after setRect returns, so
      // the viewport is read until two readings 100 ms apart agree (at most 2 s) before it is corrected.
      let [w, h] = await inner();
      for (let waited = 0; waited < 2000; waited += 100) {
        if (w === width && h === height) return;
        await new Promise((next) => setTimeout(next, 100));
        const [w2, h2] = await inner();
        if (w2 === w && h2 === h) break;
        [w, h] = [w2, h2];
      }
      if (w === width && h === height) return;
      rect = { width: rect.width + (width - w), height: rect.height + (height - h) };
    }
    const [w, h] = await inner();
    throw new Error(`webkit: the viewport is ${w}×${h}, not ${width}×${height} (MiniBrowser's window would not size)`);
  }
  await setViewport(1280, 900);

  return {
    engine: 'webkit',
    version,
    /**
     * The next journey starts with nothing of the one before: one MiniBrowser per suite (a new session
     * costs seconds), so the origin's cookies and storage are cleared instead.
     */
    async reset(origin) {
      await driver.get(`${origin}/favicon.svg`);
      await driver.manage().deleteAllCookies();
      await driver.executeScript('window.localStorage.clear(); window.sessionStorage.clear();');
      await driver.get('about:blank');
      await setViewport(1280, 900);
    },
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    setViewport,
    run: (source, ...args) => driver.executeScript(script(source, args.length), ...args),
    async element(source, ...args) {
      return (await driver.executeScript(script(source, args.length), ...args)) ?? null;
    },
    click: (handle) => handle.click(),
    type: (handle, text) => handle.sendKeys(text),
    async clear(handle) {
      await driver.executeScript('arguments[0].focus(); arguments[0].select();', handle);
      await driver.actions().sendKeys(Key.BACK_SPACE).perform();
    },
    async selectOption(handle, label) {
      const literal = label.includes('"') ? `'${label}'` : `"${label}"`;
      await (await handle.findElement(By.xpath(`.//option[normalize-space(.)=${literal}]`))).click();
    },
    async press(key) {
      const k = KEYS[key];
      if (!k) throw new Error(`no such key in the suite: ${key}`);
      await driver.actions().sendKeys(k).perform();
    },
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        await stopAll();
      }
    },
  };
}
