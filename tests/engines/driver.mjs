// The cross-engine suite's driver: what a journey may do (go to a page, fill, click by role and name,
// tick a react-aria radio or checkbox, choose an option, press keys, set the viewport) and what it
// may check (text, value, checked, focus, the path), the same in every engine. Every step waits on a
// condition read from the page (tests/engines/locate.mjs), polled until it holds or the step's
// timeout passes; nothing waits a fixed time.
//
// An engine is an adapter (tests/engines/puppeteer.mjs for Chromium and Firefox, tests/engines/webkit.mjs
// for WebKitGTK) with these primitives, each a single command to the browser:
//   reset(origin), goto(url), url(), setViewport(width, height), run(source, ...args) → JSON value,
//   element(source, ...args) → the engine's element handle or null, click(handle), type(handle, text),
//   clear(handle), selectOption(handle, label), press(key), screenshot(file), close().
import { query } from './locate.mjs';

const QUERY = query.toString();
const POLL_MS = 100;
/** Generous: a two-core machine under load answers a step in seconds, not milliseconds. */
const STEP_TIMEOUT_MS = Number(process.env.ENGINES_STEP_TIMEOUT_MS ?? 20_000);

/** A target as it crosses into the page: RegExp names as their source and flags. */
function wire(target) {
  const out = { ...target };
  if (target.name instanceof RegExp) out.name = { re: target.name.source, flags: target.name.flags };
  if (target.within) out.within = wire(target.within);
  return out;
}

const describe = (t) => {
  const parts = [];
  if (t.role) parts.push(t.role);
  if (t.level) parts.push(`level ${t.level}`);
  if (t.name !== undefined) parts.push(`"${t.name}"`);
  if (t.label !== undefined) parts.push(`labelled "${t.label}"`);
  if (t.css) parts.push(t.css);
  if (t.text !== undefined) parts.push(`with text "${t.text}"`);
  if (t.nth) parts.push(`#${t.nth}`);
  if (t.closest) parts.push(`→ closest ${t.closest}`);
  const s = parts.join(' ');
  return t.within ? `${s} in ${describe(t.within)}` : s;
};

const sameBox = (a, b) =>
  a && b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height && a.width > 0;

const matches = (actual, expected) => (expected instanceof RegExp ? expected.test(actual ?? '') : actual === expected);

export class Driver {
  /** @param {any} adapter @param {string} baseUrl @param {{ outboxKey?: string }} [server] its dev outbox's key */
  constructor(adapter, baseUrl, { outboxKey } = {}) {
    this.adapter = adapter;
    this.baseUrl = baseUrl;
    this.engine = adapter.engine;
    this.outboxKey = outboxKey;
  }

  /** Polls `probe` until `ok(value)`; fails with `what` and the last value seen. */
  async until(probe, ok, what, timeout = STEP_TIMEOUT_MS) {
    const deadline = Date.now() + timeout;
    let last;
    for (;;) {
      let lastError = null;
      try {
        last = await probe();
        if (ok(last)) return last;
      } catch (e) {
        // A target that means two elements is a mistake in the journey: fail now. Anything else is a
        // read that met a page being replaced (a navigation under way): read again.
        if (/elements match/.test(String(e?.message))) throw e;
        lastError = e;
      }
      if (Date.now() > deadline)
        throw new Error(
          `${this.engine}: timed out after ${timeout} ms waiting for ${what} (last seen: ${
            lastError ? `error ${lastError.message}` : JSON.stringify(last)
          })`,
        );
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  info(target) {
    return this.adapter.run(QUERY, wire(target), 'info');
  }

  /** Waits until the target is there (rendered unless `hidden`) and `ok(info)` holds; returns its info. */
  waitFor(target, { ok = () => true, what = '', timeout = STEP_TIMEOUT_MS } = {}) {
    return this.until(
      () => this.info(target),
      (info) => info !== null && ok(info),
      `${describe(target)}${what ? ` ${what}` : ''}`,
      timeout,
    );
  }

  /** No element matches (any number may match until then). */
  expectGone(target, timeout) {
    return this.until(
      () => this.info({ ...target, nth: 0 }),
      (info) => info === null,
      `${describe(target)} to be gone`,
      timeout,
    );
  }

  /** The target's whole text (whitespace-normalised) is `text`, or matches a RegExp. */
  expectText(target, text, timeout) {
    return this.waitFor(target, { ok: (i) => matches(i.text, text), what: `to read ${text}`, timeout });
  }

  expectContains(target, text, timeout) {
    return this.waitFor(target, { ok: (i) => i.text.includes(text), what: `to contain "${text}"`, timeout });
  }

  expectValue(target, value) {
    return this.waitFor(target, { ok: (i) => matches(i.value, value), what: `to have the value ${value}` });
  }

  expectChecked(target, checked = true) {
    return this.waitFor(
      { hidden: true, ...target },
      { ok: (i) => i.checked === checked, what: checked ? 'to be checked' : 'to be unchecked' },
    );
  }

  expectFocused(target) {
    return this.waitFor({ hidden: true, ...target }, { ok: (i) => i.focused, what: 'to have the focus' });
  }

  async path() {
    const u = new URL(await this.adapter.url());
    return `${u.pathname}${u.search}`;
  }

  /** The path and query match `re`. */
  expectPath(re, timeout) {
    return this.until(
      () => this.path(),
      (p) => re.test(p),
      `the path to match ${re}`,
      timeout,
    );
  }

  /**
   * Opens `path`; for an app page, returns once React owns the page (<html data-app="ready">): typing
   * into the prerendered markup before that would race hydration.
   */
  async goto(path, { app = true } = {}) {
    await this.adapter.goto(`${this.baseUrl}${path}`);
    if (app) await this.waitFor({ css: 'html[data-app="ready"]', hidden: true });
  }

  /** A fresh start for the next journey: no cookies or storage of this origin, the desktop viewport. */
  reset() {
    return this.adapter.reset(this.baseUrl);
  }

  viewport(width, height) {
    return this.adapter.setViewport(width, height);
  }

  /** Runs `fn` (its source: no closure) in the page with JSON arguments; returns its JSON result. */
  evaluate(fn, ...args) {
    return this.adapter.run(fn.toString(), ...args);
  }

  /** A value the app stored as JSON (null when absent). */
  stored(area, key) {
    return this.evaluate(
      (a, k) => JSON.parse((a === 'local' ? window.localStorage : window.sessionStorage).getItem(k) ?? 'null'),
      area,
      key,
    );
  }

  /**
   * The element, once rendered and enabled, in the middle of the viewport, still (the same box at two
   * polls: no animation under way) and not covered (a click at its centre reaches it): its handle and
   * what was last read of it.
   */
  async actionable(target, timeout) {
    let previous = null;
    const info = await this.until(
      () => this.adapter.run(QUERY, wire(target), 'actionable'),
      (i) => {
        const ready = i !== null && !i.disabled && i.hit && sameBox(i.box, previous);
        previous = i?.box ?? null;
        return ready;
      },
      `${describe(target)} to be visible, enabled, still and not covered`,
      timeout,
    );
    const handle = await this.adapter.element(QUERY, wire(target), 'element');
    if (!handle) throw new Error(`${this.engine}: ${describe(target)} went away`);
    return { handle, info };
  }

  /** A field to type into or choose in: rendered and enabled (typing focuses it; no pointer is aimed at it). */
  async editable(target) {
    const info = await this.waitFor(target, { ok: (i) => !i.disabled, what: 'to be enabled' });
    const handle = await this.adapter.element(QUERY, wire(target), 'element');
    if (!handle) throw new Error(`${this.engine}: ${describe(target)} went away`);
    return { handle, info };
  }

  async click(target, { timeout } = {}) {
    await this.adapter.click((await this.actionable(target, timeout)).handle);
  }

  /** A react-aria radio, checkbox or switch: the native input is visually hidden in its label, so the label is clicked, as a person does. */
  async tick(target, checked = true) {
    const input = { hidden: true, ...target };
    const before = await this.waitFor(input);
    if (before.checked !== checked) await this.click({ ...input, closest: 'label' });
    await this.expectChecked(target, checked);
  }

  /** Types `text` into the field as a person does (clearing it first), then checks what it holds. */
  async fill(target, text, { expected = text } = {}) {
    const { handle, info } = await this.editable(target);
    if (info.value) await this.adapter.clear(handle);
    await this.adapter.type(handle, text);
    if (expected !== null) await this.expectValue(target, expected);
  }

  /** Chooses the option with this visible label in a native <select>. */
  async select(target, label) {
    const { handle } = await this.editable(target);
    await this.adapter.selectOption(handle, label);
    await this.waitFor(target, { ok: (i) => i.selected === label, what: `to show "${label}"` });
  }

  press(key) {
    return this.adapter.press(key);
  }

  /** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard user moves through the page. */
  async tabTo(target, max = 60) {
    for (let i = 0; i < max; i++) {
      const info = await this.info({ hidden: true, ...target });
      if (info?.focused) return;
      await this.adapter.press('Tab');
    }
    await this.expectFocused(target);
  }

  /** No horizontal scrolling: nothing is wider than the viewport. */
  async expectNoSideways() {
    const overflow = await this.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) throw new Error(`${this.engine}: the page scrolls sideways by ${overflow} px`);
  }

  /** The viewport's CSS size, as the page sees it. */
  viewportSize() {
    return this.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  }
}
