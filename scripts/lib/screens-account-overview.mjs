// Shots of the account area's tab 0 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
export const OVERVIEW_SHOTS = [
  { name: 'account-overview', path: '/account?tab=0', needs: 'session' },
  { name: 'account-overview-community', path: '/account?tab=0', needs: 'community' },
];
