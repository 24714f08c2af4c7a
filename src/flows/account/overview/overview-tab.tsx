// Tab 0, Account Overview (spec 3 §2.1, §6): the overdue banner (only when overdue, with the real
// days: design.md §8), the services with today's tracker and map, the latest messages, payments and
// invoices, and by role the doggie-bag offer and the referral link (residential) or the one-time extra
// service request (commercial), and the review prize. Each card reads, loads and fails on its own
// (SectionBoundary), so one failed read never blanks the tab.
import type { ReactNode } from 'react';
import { ACCOUNT_TAB_LABELS } from '../../../domain/account-enums';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import { InvoicesCard, MessagesCard, PaymentsCard } from './activity-cards';
import { BagsOffer } from './bags-offer';
import { OverdueBanner } from './overdue-banner';
import { overviewCards } from './overview-model';
import type { OverviewCard } from './overview-model';
import { ReferralCard } from './referral-card';
import { ServicesSection } from './service-cards';
import { TabLink } from '../shared/tab-link';
import '../../../styles/account-overview.css';
import { accountMessages } from '../../../domain/account-messages';
import { ACCOUNT_TABS } from '../../../domain/account-enums';

export interface OverviewTabProps {
  user: AccountUserProps;
  nav: AccountNav;
}

export default function OverviewTab({ user, nav }: OverviewTabProps) {
  const cards = new Set(overviewCards(user.commercial));
  const card = (id: OverviewCard, loading: string, node: ReactNode) =>
    cards.has(id) ? <SectionBoundary loading={loading}>{node}</SectionBoundary> : null;
  return (
    <div className="overview">
      <SectionBoundary loading="Loading your account…">
        <OverdueBanner user={user} nav={nav} />
      </SectionBoundary>
      <nav className="overview-shortcuts" aria-label="Account shortcuts">
        <TabLink nav={nav} to={{ tab: ACCOUNT_TABS.accountInformation }} className="overview-link">
          {ACCOUNT_TAB_LABELS[1]}
        </TabLink>
        <TabLink nav={nav} to={{ tab: ACCOUNT_TABS.services }} className="overview-link">
          {ACCOUNT_TAB_LABELS[2]}
        </TabLink>
      </nav>
      <div className="overview-main">
        <div className="overview-main__services">
          {card('services', 'Loading your services…', <ServicesSection user={user} nav={nav} />)}
        </div>
        <div className="overview-main__activity">
          {card('messages', 'Loading your messages…', <MessagesCard user={user} nav={nav} />)}
          {card('payments', 'Loading your payments…', <PaymentsCard user={user} nav={nav} />)}
          {card('invoices', 'Loading your invoices…', <InvoicesCard user={user} nav={nav} />)}
        </div>
        <div className="overview-extras">
          {card('bags', 'Loading the bag offer…', <BagsOffer user={user} />)}
          {card('referral', 'Loading your referral link…', <ReferralCard user={user} />)}
          {cards.has('extraService') ? (
            <Card title="Need an extra service?">
              <p>{accountMessages.overviewRequestExtraText}</p>
              <div>
                <Button onPress={() => nav.go({ tab: ACCOUNT_TABS.messages, request: 'request_one_time_service' })}>
                  {accountMessages.overviewRequestExtra}
                </Button>
              </div>
            </Card>
          ) : null}
          {cards.has('reviewPrize') ? (
            <Card title={accountMessages.overviewReviewTitle}>
              <p>{accountMessages.overviewReviewText}</p>
              <p>
                <TabLink nav={nav} to={{ tab: ACCOUNT_TABS.services }} className="overview-link">
                  {accountMessages.overviewRateVisits}
                </TabLink>
              </p>
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
