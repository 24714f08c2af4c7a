// /account's guard (spec 3 §2), loaded with the route rather than the first page: a session (the
// caller checked it), and a tab the role may see. Without one (or with a tab the role does not have)
// the first-tab rule picks it and the URL says so; the edit flag is used once.
import { redirect } from '@tanstack/react-router';
import { firstTab, isCommercialRoles, isTabVisible } from '../domain/account-tabs';
import type { AccountTab } from '../domain/account-enums';
import { acquisitionStore } from '../flows/shared/acquisition-store';
import type { LoginSession } from '../session-store';
import type { AccountSearchParams } from './account-search';

export function requireAccountTab({ session }: { session: LoginSession }, search: AccountSearchParams) {
  const commercial = isCommercialRoles(session.user.roles);
  if (search.tab === undefined || !isTabVisible(search.tab, commercial)) {
    const entry = acquisitionStore.accountEntry();
    const tab = firstTab({
      isEdit: entry?.is_edit ?? false,
      propertyType: entry?.property_type ?? acquisitionStore.lead()?.propertyType ?? null,
    });
    if (entry?.is_edit) acquisitionStore.setAccountEntry({ ...entry, is_edit: false });
    throw redirect({ to: '/account', search: { tab }, replace: true });
  }
  return {
    session,
    tab: search.tab as AccountTab,
    user: { uuid: session.user.uuid, commercial, firstName: session.user.first_name },
  };
}
