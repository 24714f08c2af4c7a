// Shots of the account area's tab 6 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
export const MESSAGES_SHOTS = [];
