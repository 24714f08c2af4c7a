// Tabs on react-aria (role tablist/tab/tabpanel, arrow keys between tabs, Home/End), controlled by
// the caller so the selected tab can live in the URL. The list wraps where one row does not fit (as
// chips below 1024px, ui.css) rather than scrolling sideways: every tab is in sight and one tap away,
// a sideways scroll hid Billing, Invoices and Messages off a phone's screen with no hint.
import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';

export interface TabsProps {
  selectedKey: Key;
  onSelectionChange: (key: Key) => void;
  children: ReactNode;
  className?: string;
}

export function Tabs({ selectedKey, onSelectionChange, children, className }: TabsProps) {
  return (
    <AriaTabs
      className={['tabs', className].filter(Boolean).join(' ')}
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange}
    >
      {children}
    </AriaTabs>
  );
}

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AriaTabList aria-label={label} className="tabs__list">
      {children}
    </AriaTabList>
  );
}

/** One tab; `badge` (a number) is read with the name, e.g. "Messages, 2 unread". */
export function Tab({ id, children, badge }: { id: Key; children: ReactNode; badge?: ReactNode }) {
  return (
    <AriaTab id={id} className="tabs__tab">
      {children}
      {badge}
    </AriaTab>
  );
}

export function TabPanel({ id, children }: { id: Key; children: ReactNode }) {
  return (
    <AriaTabPanel id={id} className="tabs__panel">
      {children}
    </AriaTabPanel>
  );
}
