// Constants the UI kit needs (spec 1 §9), re-exported from their owner src/domain/constants.ts.
export { TOAST_MS, MOBILE_BREAKPOINT_PX, ZIP_LENGTH, PHONE_LENGTH } from '../domain/constants';
