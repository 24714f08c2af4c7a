// Shots of the account area's tab 5 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
export const INVOICES_SHOTS = [];
