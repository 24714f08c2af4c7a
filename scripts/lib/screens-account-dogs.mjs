// Shots of the account area's tab 3 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
export const DOGS_SHOTS = [];
