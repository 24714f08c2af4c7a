// The account page's tabs (spec 3 §2): numbered, not routes; which a role sees, and which opens first.
import { ACCOUNT_TABS, ACCOUNT_TAB_LABELS } from './account-enums';
import type { AccountTab } from './account-enums';

const COMMERCIAL_ONLY: readonly AccountTab[] = [ACCOUNT_TABS.proposals];
const RESIDENTIAL_ONLY: readonly AccountTab[] = [ACCOUNT_TABS.dogs];

/** Spec 3 §6: a user is commercial when the stored roles include commercial_customer; anything else is residential. */
export const isCommercialRoles = (roles: readonly string[]) => roles.includes('commercial_customer');

/** Dogs hidden for commercial_customer; Proposals only for commercial_customer. In tab order. */
export function visibleTabs(commercial: boolean): { index: AccountTab; name: string }[] {
  return (Object.values(ACCOUNT_TABS) as AccountTab[])
    .filter((t) => !(commercial ? RESIDENTIAL_ONLY : COMMERCIAL_ONLY).includes(t))
    .sort((a, b) => a - b)
    .map((index) => ({ index, name: ACCOUNT_TAB_LABELS[index] }));
}

export const isTabVisible = (index: number, commercial: boolean) =>
  visibleTabs(commercial).some((t) => t.index === index);

/** Which tab opens first: 2 with a stored edit flag; 1 for a stored community property type; else 0. */
export function firstTab(stored: { isEdit: boolean; propertyType: string | null }): AccountTab {
  if (stored.isEdit) return ACCOUNT_TABS.services;
  if (stored.propertyType === 'commercial' || stored.propertyType === 'community')
    return ACCOUNT_TABS.accountInformation;
  return ACCOUNT_TABS.overview;
}
