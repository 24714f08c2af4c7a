// The account area's shots for `npm run screens` (scripts/screens.mjs), one list per tab so each tab's
// pictures are added beside its screen. needs: 'session' = customer@example.com, 'community' =
// community@example.com (both signed in through the API before the page loads).
import { OVERVIEW_SHOTS } from './screens-account-overview.mjs';
import { INFO_SHOTS } from './screens-account-info.mjs';
import { SERVICES_SHOTS } from './screens-account-services.mjs';
import { DOGS_SHOTS } from './screens-account-dogs.mjs';
import { BILLING_SHOTS } from './screens-account-billing.mjs';
import { INVOICES_SHOTS } from './screens-account-invoices.mjs';
import { MESSAGES_SHOTS } from './screens-account-messages.mjs';
import { PROPOSALS_SHOTS } from './screens-account-proposals.mjs';

export const ACCOUNT_SHOTS = [
  ...OVERVIEW_SHOTS,
  ...INFO_SHOTS,
  ...SERVICES_SHOTS,
  ...DOGS_SHOTS,
  ...BILLING_SHOTS,
  ...INVOICES_SHOTS,
  ...MESSAGES_SHOTS,
  ...PROPOSALS_SHOTS,
];
