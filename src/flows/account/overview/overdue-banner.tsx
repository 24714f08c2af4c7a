// The overdue banner (spec 3 §2.1): only while an invoice is past due (overdue_days set), with the
// real days overdue: design.md §8 departs from the spec's fixed 'SUSPENDED' / '24 days over due'.
import { AlertIcon } from '../../../ui/icons/alert';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { TabLink } from '../shared/tab-link';
import { useAccount } from '../shared/use-account';
import { accountMessages, overdueDaysText } from '../../../domain/account-messages';
import { ACCOUNT_TABS } from '../../../domain/account-enums';

export function OverdueBanner({ user, nav }: { user: AccountUserProps; nav: AccountNav }) {
  const days = useAccount(user).overdue_days;
  if (days === null || days === undefined) return null;
  return (
    <section className="overdue-banner" aria-label="Account status">
      <AlertIcon className="overdue-banner__icon" size={28} />
      <p className="overdue-banner__text">
        <strong className="overdue-banner__word">{accountMessages.suspended}</strong>{' '}
        <span className="overdue-banner__days">{overdueDaysText(days)}</span>
        <span className="overdue-banner__hint">{accountMessages.overviewOverdueHint}</span>
      </p>
      <TabLink nav={nav} to={{ tab: ACCOUNT_TABS.invoices }} className="btn btn--secondary overdue-banner__link">
        {accountMessages.overviewViewInvoices}
      </TabLink>
    </section>
  );
}
