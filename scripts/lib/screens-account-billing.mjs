// Shots of the account area's tab 4 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
export const BILLING_SHOTS = [];
