// Constants the UI kit needs from spec 1 §9. src/domain/constants.ts (wip/domain) owns the same values;
// when it lands, these re-export from there (kept local so the kit does not wait for that branch).
export const TOAST_MS = 10_000;
export const MOBILE_BREAKPOINT_PX = 500;
export const ZIP_LENGTH = 5;
export const PHONE_LENGTH = 10;
