/**
 * The one seam between the machines and the domain: the values of src/domain (their owner) that
 * machines use, re-exported. Machines import domain values only from here, so this list is exactly
 * what the machines depend on; the import-direction lint rule keeps every other src/ module out.
 */
export {
  AREA_TEXT_MAX_LENGTH,
  FREQUENCIES,
  HOW_HEARD_OPTIONS,
  LAST_CLEANED,
  MIN_EXTRA_PET_COUNT,
  OTHER_AREA_DEFAULT,
  PET_COUNT_OPTIONS,
  PROPERTY_TYPES,
  SERVICE_TYPES,
} from '../../src/domain/enums';
export type { Frequency, LastCleaned, PropertyType } from '../../src/domain/enums';
export type { Satisfaction } from '../../src/domain/account-enums';
export {
  ACCOUNT_MODAL_CLOSE_MS,
  CHECKOUT_VALIDATE_DELAYS_MS,
  COUPON_DEBOUNCE_MS,
  IDLE_LOGOUT_MS,
  MAX_UPLOAD_BYTES,
  MIN_PASSWORD_LENGTH,
  PASSWORD_REDIRECT_MS,
  PAYMENT_VALIDATE_MS,
  PHONE_LENGTH,
  PRICE_DEBOUNCE_MS,
  WIZARD_STEP_MS,
  WIZARD_SUBMIT_DELAYS_MS,
  ZIP_LENGTH,
} from '../../src/domain/constants';
export { birthdayError } from '../../src/domain/dates';
export { channelFromFragment } from '../../src/domain/channel';
export { messages } from '../../src/domain/messages';
export { firstVisitMessages } from '../../src/domain/first-visit-messages';
export { accountMessages } from '../../src/domain/account-messages';
export { passwordGuidelines } from '../../src/domain/password';
