/**
 * The domain values the acquisition machines use, behind one seam: re-exported from src/domain
 * (the owner; names as in _notes/domain-api.md). Machines import domain values only from here, so
 * the seam lists exactly what they use.
 */
export {
  FREQUENCIES,
  PROPERTY_TYPES,
  PET_COUNT_OPTIONS,
  MIN_EXTRA_PET_COUNT,
  LAST_CLEANED,
  LAST_CLEANED_QUOTE_OPTIONS,
  AREAS_TO_CLEAN,
  OTHER_AREA_DEFAULT,
  AREA_TEXT_MAX_LENGTH,
  HOW_HEARD_OPTIONS,
  SERVICE_TYPES,
} from '../../src/domain/enums';
export type { Frequency, PropertyType, LastCleaned } from '../../src/domain/enums';
export {
  PRICE_DEBOUNCE_MS,
  COUPON_DEBOUNCE_MS,
  CHECKOUT_VALIDATE_DELAYS_MS,
  ZIP_LENGTH,
  PHONE_LENGTH,
  MIN_PASSWORD_LENGTH,
  CHANNEL_DEFAULT,
} from '../../src/domain/constants';
export { messages } from '../../src/domain/messages';
export { channelFromFragment } from '../../src/domain/channel';
export { birthdayError } from '../../src/domain/dates';
