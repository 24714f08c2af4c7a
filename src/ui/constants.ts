// Constants the UI kit needs (spec 1 §9), re-exported from their owner src/domain/constants.ts.
export { TOAST_MS, MOBILE_BREAKPOINT_PX, ZIP_LENGTH, PHONE_LENGTH } from '../domain/constants';

/** Controls a user can focus: never a hidden mirror (react-aria's hidden inputs) or a disabled control. */
export const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** What the Tab key stops on: the focusable controls and links. */
export const TABBABLE = `a[href], ${FOCUSABLE}`;
