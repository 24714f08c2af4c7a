// The account page (spec 3 §2): a heading, 'Add New Service' (residential) and the numbered tabs as
// react-aria Tabs. The tab lives in the URL (?tab=), so reload and Back keep it; each tab's screen is
// its own chunk, loaded when the tab is first shown. The Messages tab carries the unread count.
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../../api/account-queries';
import { useApi } from '../../api-context';
import { visibleTabs } from '../../domain/account-tabs';
import type { AccountTab } from '../../domain/account-enums';
import { Button } from '../../ui/button';
import { lazyWithRetry } from '../../ui/lazy';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs';
import type { AccountNav, AccountUserProps } from './account-nav';
import { SectionBoundary } from './shared/section-boundary';
import { UnderConstruction } from './shared/under-construction';
import '../../styles/account.css';
import { accountMessages } from '../../domain/account-messages';

interface TabProps {
  user: AccountUserProps;
  nav: AccountNav;
}

const TAB_SCREENS: Partial<Record<AccountTab, ComponentType<TabProps>>> = {
  0: lazyWithRetry(() => import('./overview/overview-tab').then((m) => m.default)),
  1: lazyWithRetry(() => import('./info/info-tab').then((m) => m.default)),
  2: lazyWithRetry(() => import('./services/services-tab').then((m) => m.default)),
  3: lazyWithRetry(() => import('./dogs/dogs-tab').then((m) => m.default)),
  4: lazyWithRetry(() => import('./billing/billing-tab').then((m) => m.default)),
  5: lazyWithRetry(() => import('./invoices/invoices-tab').then((m) => m.default)),
  6: lazyWithRetry(() => import('./messages/messages-tab').then((m) => m.default)),
  7: lazyWithRetry(() => import('./proposals/proposals-tab').then((m) => m.default)),
};
/** Tab 6 with a request entry (?request=): the request/edit-service form (spec 3 §2, §4 Ticket entry flags). */
const ServiceRequest = lazyWithRetry(() => import('./services/service-request').then((m) => m.default));

export interface AccountViewProps extends TabProps {
  /** 'Add New Service': stores the flags (is_edit, residential) and goes to / (spec 3 §2). */
  onAddNewService: () => void;
}

export function AccountView({ user, nav, onAddNewService }: AccountViewProps) {
  const tabs = visibleTabs(user.commercial);
  const selected = nav.search.tab;
  return (
    <section className="screen account">
      <header className="split-row account__header">
        <h1>My Account</h1>
        {user.commercial ? null : (
          <Button variant="secondary" onPress={onAddNewService}>
            {accountMessages.addNewService}
          </Button>
        )}
      </header>
      <Tabs selectedKey={selected} onSelectionChange={(key) => nav.go({ tab: Number(key) as AccountTab })}>
        <TabList label="Account sections">
          {tabs.map((t) => (
            <Tab key={t.index} id={t.index} badge={t.index === 6 ? <UnreadBadge /> : null}>
              {t.name}
            </Tab>
          ))}
        </TabList>
        {tabs.map((t) => {
          const Screen = t.index === 6 && nav.search.request ? ServiceRequest : TAB_SCREENS[t.index];
          return (
            <TabPanel key={t.index} id={t.index}>
              {Screen ? (
                <SectionBoundary loading={`Loading ${t.name}…`}>
                  <Screen user={user} nav={nav} />
                </SectionBoundary>
              ) : (
                <UnderConstruction />
              )}
            </TabPanel>
          );
        })}
      </Tabs>
    </section>
  );
}

/** The Messages tab's unread count (GET /message/unread-count/); nothing while loading or at 0. */
function UnreadBadge() {
  const api = useApi();
  const { data } = useQuery(unreadCountQuery(api));
  if (!data) return null;
  return (
    <>
      <span className="badge" aria-hidden="true">
        {data}
      </span>
      <span className="visually-hidden">, {data} unread</span>
    </>
  );
}
