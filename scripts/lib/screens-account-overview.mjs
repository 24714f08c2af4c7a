// Shots of the account area's tab 0 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
import { onScreen, opens } from './screens-steps.mjs';

export const OVERVIEW_SHOTS = onScreen({ path: '/account?tab=0', needs: 'session' }, [
  { name: 'account-overview' },
  { name: 'account-overview-community', needs: 'community' },
  {
    // The doggie-bag confirmation (the add-bags machine's 'confirming'), before anything is bought.
    name: 'account-overview-bags-dialog',
    // The overlay covers the viewport, not the whole page: the viewport shows the dialog as the customer sees it.
    fullPage: false,
    steps: opens('Add 200 bags', 'Add doggie bags?'),
  },
]);
