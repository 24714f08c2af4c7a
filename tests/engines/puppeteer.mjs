// Chromium and Firefox for the cross-engine suite, through puppeteer-core: Debian's chromium over the
// DevTools protocol (the flags of scripts/chromium.mjs), Debian's firefox-esr over WebDriver BiDi.
// Neither is ever downloaded. The primitives are those tests/engines/driver.mjs lists.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';

function firefoxPath() {
  const found = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => p && existsSync(p));
  if (!found)
    throw new Error("Debian's firefox-esr is not installed: run `apt-get install -y firefox-esr` (.ci/run does this).");
  return found;
}

/** Keys by the names the journeys use (the same as Puppeteer's). */
const KEYS = new Set(['Tab', 'Enter', 'Escape', 'Space', 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp']);

/** @param {'chromium' | 'firefox'} engine */
export async function launchPuppeteer(engine) {
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath(), headless: true })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: chromiumPath(),
          headless: true,
          args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
        });
  const version = await browser.version();
  let context = null;
  let page = null;
  /**
   * Puppeteer 24 sends BiDi's emulation.setScreenOrientationOverride beside every viewport change, and
   * Firefox ESR 140.12 does not know that command: the viewport's own command, sent with it, still
   * applies, so the failure of the other one is let go once the page has the size asked for.
   */
  async function setViewport(width, height) {
    try {
      await page.setViewport({ width, height });
    } catch (error) {
      if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error?.message))) throw error;
      await page.waitForFunction(
        (w, h) => window.innerWidth === w && window.innerHeight === h,
        { timeout: 10_000 },
        width,
        height,
      );
    }
  }
  /** Every journey in a fresh browser context: no cookies, storage or cache of the one before. */
  async function fresh() {
    await context?.close();
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await setViewport(1280, 900);
  }
  await fresh();
  const expression = (source, args) => `(${source})(...${JSON.stringify(args)})`;

  return {
    engine,
    version,
    reset: fresh,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    // The document's own address: Firefox ESR 140.12 does not tell Puppeteer of a history.pushState
    // (page.url() stays at the last load), and a read during a navigation is read again by the driver.
    url: () => page.evaluate(() => window.location.href),
    setViewport,
    run: (source, ...args) => page.evaluate(expression(source, args)),
    async element(source, ...args) {
      const handle = await page.evaluateHandle(expression(source, args));
      const element = handle.asElement();
      if (!element) await handle.dispose();
      return element;
    },
    click: (handle) => handle.click(),
    type: (handle, text) => handle.type(text),
    async clear(handle) {
      await handle.focus();
      await handle.evaluate((el) => el.select());
      await page.keyboard.press('Backspace');
    },
    async selectOption(handle, label) {
      const value = await handle.evaluate(
        (el, l) => [...el.options].find((o) => o.label === l || o.textContent.trim() === l)?.value ?? null,
        label,
      );
      if (value === null) throw new Error(`${engine}: no option "${label}"`);
      await handle.select(value);
    },
    async press(key) {
      if (!KEYS.has(key)) throw new Error(`no such key in the suite: ${key}`);
      await page.keyboard.press(key);
    },
    screenshot: (file) => page.screenshot({ path: file }),
    close: () => browser.close(),
  };
}
