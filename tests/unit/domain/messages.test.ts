import { describe, expect, it } from 'vitest';
import {
  CORRECTED_MESSAGE_KEYS,
  messages,
  originalMessages,
  reviewError,
  ticketError,
  tokenError,
  uidError,
} from '../../../src/domain/messages';

describe('messages', () => {
  it('has no empty or padded strings and no double spaces', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text, key).not.toBe('');
      expect(text.trim(), key).toBe(text);
      expect(text, key).not.toMatch(/ {2}/);
    }
  });
  it('keeps an original beside every corrected message, and the corrected copy differs', () => {
    expect(Object.keys(originalMessages).sort()).toEqual([...CORRECTED_MESSAGE_KEYS].sort());
    for (const key of CORRECTED_MESSAGE_KEYS) {
      expect(originalMessages[key]).not.toBe('');
      expect(messages[key]).not.toBe(originalMessages[key]);
    }
  });
  it.each([
    ['lastCleanedRequired', 'Last cleaned is required', 'Last cleaned  is required'],
    ['passwordChanged', 'Password changed successfully', undefined],
    ['linkCopied', 'Link copied successfully', undefined],
    ['uploadNotPdf', 'Uploaded file is not a valid PDF', undefined],
    ['communityNameRequired', 'Community name is required', 'Time field is required'],
    [
      'staxLoadError',
      'Error occurred while loading Stax. Please contact the admin.',
      'Error occur while loading stax. please contact to admin.',
    ],
  ] as const)('applies the copy fix of design §8 to %s', (key, corrected, original) => {
    expect(messages[key]).toBe(corrected);
    if (original !== undefined) expect(originalMessages[key as keyof typeof originalMessages]).toBe(original);
  });
  it('drops the vendor name from the address-not-found message of design §8', () => {
    expect(messages.addressNotFound).not.toContain('OptimoRoute');
    expect(originalMessages.addressNotFound).toContain('in OptimoRoute');
    expect(originalMessages.addressNotFound.replace(' in OptimoRoute', '')).toBe(messages.addressNotFound);
  });
  it.each([
    ['zipInvalid', 'Your ZIP code is invalid.'],
    ['emailAlreadyRegistered', 'This email is already registered'],
    ['somethingWentWrong', 'Something went wrong'],
    ['proposalItemFailed', 'Something went wrong.'],
    ['passwordTooShort', 'Passwords must be 8 or more characters in length'],
    ['invoiceZipRequired', 'zip code is required.'],
    ['wizardAddressRequired', 'address is required'],
    ['invalidDate', 'Invalid date'],
    ['imageSizeTooLarge', 'Image size should be less than 5MB'],
  ] as const)('keeps the spec wording of the uncorrected message %s', (key, text) => {
    expect(messages[key]).toBe(text);
  });
  it('builds the prefixed server-error forms', () => {
    expect(tokenError('Invalid value')).toBe('TOKEN:Invalid value');
    expect(uidError('Invalid value')).toBe('UID:Invalid value');
    expect(reviewError('rating', 'Required')).toBe('rating::Required');
    expect(ticketError('title', 'Required')).toBe('title:::Required');
  });
});
