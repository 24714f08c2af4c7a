// Tabs as WAI-ARIA's tabs pattern (role tablist/tab/tabpanel, the selected tab the one stop of the
// list in the Tab order, arrow keys between tabs with wrap-around, Home/End, selection following the
// focus), controlled by the caller so the selected tab can live in the URL. The list wraps where one
// row does not fit (as chips below 1024px, ui.css) rather than scrolling sideways: every tab is in
// sight and one tap away, a sideways scroll hid Billing, Invoices and Messages off a phone's screen.
//
// Written here, not react-aria-components' Tabs: those build the list on react-aria's collection and
// selection machinery (about 13 KB compressed, most of /account's own JavaScript), which a row of
// buttons whose order is the DOM's does not need. The behaviour is the same (tests/e2e/account-shell).
import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { TABBABLE } from './constants';

type Key = string | number;

interface TabsState {
  selectedKey: Key;
  select: (key: Key) => void;
  id: string;
}
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tab, TabList and TabPanel belong inside Tabs');
  return tabs;
}
const tabId = (base: string, key: Key) => `${base}-tab-${key}`;
const panelId = (base: string, key: Key) => `${base}-panel-${key}`;

export interface TabsProps {
  selectedKey: Key;
  onSelectionChange: (key: Key) => void;
  children: ReactNode;
  className?: string;
}

export function Tabs({ selectedKey, onSelectionChange, children, className }: TabsProps) {
  const id = useId();
  // The key last asked for. A caller may show a selection later than it is asked (the URL's tab shows
  // once the router has navigated): a second key pressed meanwhile (End, then Home at once) is compared
  // with what was asked, not with what still shows, so it is never dropped as "already selected".
  const asked = useRef(selectedKey);
  useEffect(() => {
    asked.current = selectedKey;
  }, [selectedKey]);
  const select = (key: Key) => {
    if (key === asked.current) return;
    asked.current = key;
    onSelectionChange(key);
  };
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <TabsContext.Provider value={{ selectedKey, select, id }}>{children}</TabsContext.Provider>
    </div>
  );
}

/** The tab that `key` moves the focus to from `current`, or null for a key the list does not handle. */
function tabFor(key: string, tabs: HTMLElement[], current: number): HTMLElement | null {
  const last = tabs.length - 1;
  switch (key) {
    case 'ArrowRight':
      return tabs[current >= last ? 0 : current + 1] ?? null;
    case 'ArrowLeft':
      return tabs[current <= 0 ? last : current - 1] ?? null;
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[last] ?? null;
    default:
      return null;
  }
}

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role=tab]')];
    const next = tabFor(e.key, tabs, tabs.indexOf(e.target as HTMLElement));
    if (!next) return;
    e.preventDefault();
    next.focus();
    // Selection follows the focus (automatic activation): the tab's own press selects it.
    next.click();
  };
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className="tabs__list" onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

/** One tab; `badge` (a number) is read with the name, e.g. "Messages, 2 unread". */
export function Tab({ id, children, badge }: { id: Key; children: ReactNode; badge?: ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.selectedKey === id;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.id, id)}
      aria-selected={selected}
      aria-controls={selected ? panelId(tabs.id, id) : undefined}
      tabIndex={selected ? 0 : -1}
      data-selected={selected || undefined}
      className="tabs__tab"
      onClick={() => tabs.select(id)}
    >
      {children}
      {badge}
    </button>
  );
}

/** Whether the element holds something the Tab key stops on, kept up to date as its content changes. */
function useHasTabbableChild(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [has, setHas] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const check = () => setHas(el.querySelector(TABBABLE) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(el, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled'],
    });
    return () => observer.disconnect();
  }, [ref, active]);
  return has;
}

/** The selected tab's panel (the others are not rendered); in the Tab order itself only while it holds nothing that is. */
export function TabPanel({ id, children }: { id: Key; children: ReactNode }) {
  const tabs = useTabs();
  const ref = useRef<HTMLDivElement>(null);
  const selected = tabs.selectedKey === id;
  const hasTabbable = useHasTabbableChild(ref, selected);
  if (!selected) return null;
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={panelId(tabs.id, id)}
      aria-labelledby={tabId(tabs.id, id)}
      tabIndex={hasTabbable ? undefined : 0}
      className="tabs__panel"
    >
      {children}
    </div>
  );
}
