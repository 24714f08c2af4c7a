// Shots of the account area's tab 2 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
export const SERVICES_SHOTS = [
  { name: 'account-services', path: '/account?tab=2', needs: 'session' },
  { name: 'account-services-community', path: '/account?tab=2', needs: 'community' },
];
