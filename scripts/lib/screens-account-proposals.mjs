// Shots of the account area's tab 7 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// Proposals are the commercial customer's only: the community demo account (two proposals).
export const PROPOSALS_SHOTS = [{ name: 'account-proposals', path: '/account?tab=7', needs: 'community' }];
