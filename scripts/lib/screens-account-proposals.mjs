// Shots of the account area's tab 7 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
export const PROPOSALS_SHOTS = [];
