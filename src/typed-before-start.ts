// What a visitor types into a prerendered screen before its JavaScript has run (a slow phone, a password
// manager, the browser restoring a form) is in the fields, but not in the machines: React's hydration
// keeps a field's text and records it as already seen, so no change event ever reports it (the button
// stays disabled, the next render empties the field), and a page rendered from scratch over the
// prerendered HTML replaces the fields altogether. So from the moment the entry script runs until React
// owns the page (<html data-app="ready">, set by the screen once its fields are hydrated or rendered and
// its machines have started: src/ready-mark.ts) every form control's latest entry is kept, and then
// handed to the app as the change events a user's input makes.

const CONTROLS = 'input, textarea, select';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Entry = { kind: 'checked'; checked: boolean } | { kind: 'value'; value: string };

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const checkable = (el: Control): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

const SKIPPED = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

/**
 * The same field before and after React renders it: the tag, its name and its label's words (React's
 * generated ids differ between a prerender and a render from scratch); the n-th of equal ones.
 */
function keysOf(root: ParentNode): Map<Control, string> {
  const seen = new Map<string, number>();
  const keys = new Map<Control, string>();
  for (const el of root.querySelectorAll<Control>(CONTROLS)) {
    if (el instanceof HTMLInputElement && SKIPPED.has(el.type)) continue;
    const label = el.labels?.[0]?.textContent?.trim() ?? el.getAttribute('aria-label') ?? '';
    const base = `${el.tagName}|${el.getAttribute('name') ?? ''}|${label}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    keys.set(el, `${base}|${n}`);
  }
  return keys;
}

/** The control's entry when it differs from what the page was served with, else null. */
function changedEntry(el: Control): Entry | null {
  if (checkable(el)) return el.checked !== el.defaultChecked ? { kind: 'checked', checked: el.checked } : null;
  if (el instanceof HTMLSelectElement)
    return [...el.options].some((o) => o.selected !== o.defaultSelected) ? { kind: 'value', value: el.value } : null;
  return el.value !== el.defaultValue ? { kind: 'value', value: el.value } : null;
}

function entryOf(el: Control): Entry {
  return checkable(el) ? { kind: 'checked', checked: el.checked } : { kind: 'value', value: el.value };
}

/**
 * Hands `entry` to the app as a user's input would: React reports a change only when the control's
 * value differs from the one it last saw (set through the element's own `value`/`checked`), so the
 * control is first set to something else that way, then to the entry as the browser does.
 */
function replay(el: Control, entry: Entry): void {
  // At the mark the screen's fields are hydrated, and this event changes nothing: the value is the one
  // React recorded. A field in a Suspense boundary of its own inside a screen would hydrate after the
  // screen's mark, and an input event makes React hydrate it at once, recording the value it finds.
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (entry.kind === 'checked') {
    if (!(el instanceof HTMLInputElement) || (el.type === 'radio' && !entry.checked)) return;
    el.checked = !entry.checked;
    el.click(); // toggles it back and fires click, input and change, as a press does
    return;
  }
  if (el instanceof HTMLSelectElement) {
    el.value = entry.value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const proto = Object.getPrototypeOf(el) as HTMLInputElement | HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  el.value = entry.value === '' ? ' ' : '';
  if (setValue) setValue.call(el, entry.value);
  else el.value = entry.value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Keeps what is typed into `container` until React owns the page, then hands it to the app. */
export function keepTypedBeforeStart(container: HTMLElement): void {
  const html = document.documentElement;
  if (html.dataset.app === 'ready') return;
  const entries = new Map<string, Entry>();
  for (const [el, key] of keysOf(container)) {
    const entry = changedEntry(el);
    if (entry) entries.set(key, entry);
  }
  const onInput = (event: Event) => {
    const el = event.target;
    if (!isControl(el) || !container.contains(el)) return;
    const key = keysOf(container).get(el);
    if (key) entries.set(key, entryOf(el));
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  const observer = new MutationObserver(() => {
    if (html.dataset.app !== 'ready') return;
    observer.disconnect();
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
    for (const [el, key] of keysOf(container)) {
      const entry = entries.get(key);
      if (entry) replay(el, entry);
    }
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-app'] });
}
