// The one way the cross-engine suite finds an element, run inside the page in every engine (Chromium,
// Firefox, WebKit): by ARIA role and accessible name, by label, or by CSS (optionally with some text),
// inside another such target. It is sent to the page as source text (Function.prototype.toString), so
// it closes over nothing and uses only what all three engines' DOM has.
//
// A target: { role, name, level, label, css, text, within, nth, hidden }
//   role   an ARIA role, explicit (role="…") or implicit (button, a[href], input types, select, h1–h6, …)
//   name   the accessible name, as Playwright's getByRole takes it: a string is found anywhere in it,
//          ignoring case (with `exact`, it is the whole name), or { re, flags } (a RegExp's parts)
//   exact  the string name is the whole name, case and all (whitespace normalised)
//   level  a heading's level
//   label  any form control whose accessible name is this string (a password field has no role)
//   css    a selector; with `text`, only those whose text contains it
//   within a target the element must be inside
//   nth    the n-th match; without it, more than one match is an error (Playwright's strictness): a
//          target that could mean two elements would test whichever came first
//   hidden also elements that are not rendered (a visually hidden native input is rendered)
//   closest  then the nearest ancestor matching this selector (a react-aria radio's <label>)
//
// query(target, 'element') returns the element or null; query(target, 'info') what the suite checks
// of it (text, value, state, box, focus, whether a click at its centre reaches it) as plain data, or
// null; query(target, 'actionable') the same after scrolling it to the middle of the viewport.

/* global getComputedStyle, CSS -- in the page */

export function query(target, mode) {
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();

  const rendered = (el) => {
    if (!el.isConnected) return false;
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility()) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };

  const IMPLICIT = {
    button: 'button, input[type="button"], input[type="submit"], input[type="reset"], summary',
    link: 'a[href], area[href]',
    textbox:
      'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"]',
    combobox: 'select:not([multiple]):not([size]), input[list]',
    listbox: 'select[multiple], select[size], datalist',
    option: 'option',
    checkbox: 'input[type="checkbox"]',
    radio: 'input[type="radio"]',
    spinbutton: 'input[type="number"]',
    heading: 'h1, h2, h3, h4, h5, h6',
    dialog: 'dialog',
    navigation: 'nav',
    complementary: 'aside',
    region: 'section',
    group: 'fieldset, details, optgroup',
    list: 'ul, ol',
    listitem: 'li',
    status: 'output',
    main: 'main',
    form: 'form',
    img: 'img[alt]:not([alt=""])',
    table: 'table',
    row: 'tr',
  };

  const roleOf = (el) => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.trim().split(/\s+/)[0];
    for (const [role, selector] of Object.entries(IMPLICIT)) if (el.matches(selector)) return role;
    return null;
  };

  /** Text of a subtree as a screen reader reads it: no aria-hidden or display:none parts. */
  const textOf = (node) => {
    if (node.nodeType === 3) return node.textContent ?? '';
    if (node.nodeType !== 1) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (getComputedStyle(node).display === 'none') return '';
    if (node.matches('input, select, textarea')) return '';
    let s = '';
    for (const child of node.childNodes) s += textOf(child);
    return node.matches('br') ? ' ' : s;
  };

  const byIds = (ids) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter(Boolean)
      .map((el) => (el.getAttribute('aria-label') ? el.getAttribute('aria-label') : textOf(el)))
      .join(' ');

  const nameOf = (el) => {
    const labelledby = el.getAttribute('aria-labelledby');
    if (labelledby) {
      const n = norm(byIds(labelledby));
      if (n) return n;
    }
    const label = el.getAttribute('aria-label');
    if (label && norm(label)) return norm(label);
    if (el.matches('input, select, textarea') && el.labels && el.labels.length)
      return norm([...el.labels].map((l) => textOf(l)).join(' '));
    if (el.matches('input[type="button"], input[type="submit"], input[type="reset"]')) return norm(el.value);
    const role = roleOf(el);
    const fromContent = [
      'button',
      'link',
      'tab',
      'heading',
      'option',
      'radio',
      'checkbox',
      'switch',
      'menuitem',
      'cell',
      'gridcell',
      'columnheader',
      'row',
      'treeitem',
      'tooltip',
      'listitem',
    ];
    if (role && fromContent.includes(role)) {
      const n = norm(textOf(el));
      if (n) return n;
    }
    if (el.matches('table')) {
      const caption = el.querySelector(':scope > caption');
      if (caption) return norm(textOf(caption));
    }
    if (el.matches('fieldset')) {
      const legend = el.querySelector(':scope > legend');
      if (legend) return norm(textOf(legend));
    }
    return norm(el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '');
  };

  const nameMatches = (el, name, exact) => {
    if (name === undefined) return true;
    const actual = nameOf(el);
    if (typeof name === 'string')
      return exact ? actual === norm(name) : actual.toLowerCase().includes(norm(name).toLowerCase());
    return new RegExp(name.re, name.flags).test(actual);
  };

  const levelOf = (el) => {
    const aria = el.getAttribute('aria-level');
    if (aria) return Number(aria);
    const m = /^H([1-6])$/.exec(el.tagName);
    return m ? Number(m[1]) : undefined;
  };

  const find = (t) => {
    let scopes = [document];
    if (t.within) {
      const scope = find(t.within);
      if (!scope) return null;
      scopes = [scope];
    }
    let candidates = [];
    for (const scope of scopes) {
      if (t.css) candidates.push(...scope.querySelectorAll(t.css));
      else if (t.role) {
        const implicit = IMPLICIT[t.role];
        const selector = `[role~="${CSS.escape(t.role)}"]${implicit ? `, ${implicit}` : ''}`;
        candidates.push(...scope.querySelectorAll(selector));
      } else if (t.label !== undefined) candidates.push(...scope.querySelectorAll('input, select, textarea'));
      else candidates.push(...scope.querySelectorAll('*'));
    }
    candidates = candidates.filter((el) => {
      if (t.role && roleOf(el) !== t.role) return false;
      if (t.role && !nameMatches(el, t.name, t.exact)) return false;
      if (t.label !== undefined && nameOf(el) !== norm(t.label)) return false;
      if (t.level !== undefined && levelOf(el) !== t.level) return false;
      if (t.text !== undefined && !norm(textOf(el)).includes(norm(t.text))) return false;
      if (!t.hidden && !rendered(el)) return false;
      return true;
    });
    if (t.nth === undefined && candidates.length > 1)
      throw new Error(`${candidates.length} elements match ${JSON.stringify(t)}`);
    return candidates[t.nth ?? 0] ?? null;
  };

  const el = find(target);
  const found = el && target.closest ? el.closest(target.closest) : el;
  if (mode === 'element' || !found) return found;
  // Before a click: into the middle of the viewport, clear of sticky bars at the top and bottom.
  if (mode === 'actionable') found.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const r = found.getBoundingClientRect();
  // What a click at the element's centre would hit: the element itself (or a part of it), not
  // something drawn over it.
  const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  const active = document.activeElement;
  return {
    text: norm(textOf(found)),
    name: nameOf(found),
    value: 'value' in found ? String(found.value) : null,
    checked: 'checked' in found ? found.checked : found.getAttribute('aria-checked') === 'true',
    disabled: found.matches(':disabled') || found.getAttribute('aria-disabled') === 'true',
    expanded: found.getAttribute('aria-expanded'),
    // A <select>'s chosen option, else aria-selected.
    selected: found.matches('select') ? (found.selectedOptions[0]?.label ?? null) : found.getAttribute('aria-selected'),
    type: found.getAttribute('type'),
    focused: active === found,
    focusWithin: found.contains(active),
    box: { x: r.x, y: r.y, width: r.width, height: r.height },
    hit: top !== null && (found === top || found.contains(top)),
  };
}
