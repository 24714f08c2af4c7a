// Shots of the account area's tab 1 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
export const INFO_SHOTS = [
  { name: 'account-info', path: '/account?tab=1', needs: 'session' },
  { name: 'account-info-community', path: '/account?tab=1', needs: 'community' },
];
