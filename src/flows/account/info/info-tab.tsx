// Account Information, tab 1 of /account (spec 3 §2.2): the Account Info and Invoice Address cards
// with the Edit Account Information and Edit Authorized Users modals, the Notification Preferences
// card and, for commercial customers, the Community Info cards with Edit Community Information. Each
// card reads on its own (SectionBoundary): one failing read never blanks the tab.
import type { AccountNav, AccountUserProps } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import { AccountSection } from './account-section';
import { CommunitySection } from './community-section';
import { NotificationCard } from './notification-card';
import { useAddressLookup } from '../../shared/use-address-lookup';
import '../../../styles/account-info.css';

export interface AccountInfoTabProps {
  user: AccountUserProps;
  nav: AccountNav;
}

export default function AccountInfoTab({ user }: AccountInfoTabProps) {
  const lookup = useAddressLookup();
  return (
    <div className="account-info">
      <div className="account-info__column">
        <SectionBoundary loading="Loading your account…">
          <AccountSection user={user} lookup={lookup} />
        </SectionBoundary>
      </div>
      <div className="account-info__column">
        {user.commercial ? (
          <SectionBoundary loading="Loading your community…">
            <CommunitySection user={user} lookup={lookup} />
          </SectionBoundary>
        ) : null}
        <SectionBoundary loading="Loading your notification preferences…">
          <NotificationCard user={user} />
        </SectionBoundary>
      </div>
    </div>
  );
}
