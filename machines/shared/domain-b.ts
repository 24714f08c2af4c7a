/**
 * The domain values machines-b's machines use (auth, session, commercial-enquiry, payment-link,
 * pause-service, ticket and the account editors), behind one seam: re-exported from src/domain
 * (the owner; names as in _notes/domain-api.md).
 */
export {
  IDLE_LOGOUT_MS,
  TOAST_MS,
  PASSWORD_REDIRECT_MS,
  WIZARD_STEP_MS,
  WIZARD_SUBMIT_DELAYS_MS,
  PAYMENT_VALIDATE_MS,
  ACCOUNT_MODAL_CLOSE_MS,
  MAX_UPLOAD_BYTES,
  ZIP_LENGTH,
  PHONE_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../src/domain/constants';
export { SATISFACTION } from '../../src/domain/enums';
export type { Satisfaction } from '../../src/domain/enums';
export { passwordGuidelines } from '../../src/domain/password';
export { messages } from '../../src/domain/messages';
