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
  it('applies the copy fixes of design §8', () => {
    expect(messages.lastCleanedRequired).toBe('Last cleaned is required');
    expect(originalMessages.lastCleanedRequired).toBe('Last cleaned  is required');
    expect(messages.passwordChanged).toBe('Password changed successfully');
    expect(messages.linkCopied).toBe('Link copied successfully');
    expect(messages.uploadNotPdf).toBe('Uploaded file is not a valid PDF');
    expect(messages.communityNameRequired).toBe('Community name is required');
    expect(originalMessages.communityNameRequired).toBe('Time field is required');
    expect(messages.staxLoadError).toBe('Error occurred while loading Stax. Please contact the admin.');
    expect(originalMessages.staxLoadError).toBe('Error occur while loading stax. please contact to admin.');
    expect(messages.addressNotFound).not.toContain('OptimoRoute');
    expect(originalMessages.addressNotFound).toContain('in OptimoRoute');
    expect(originalMessages.addressNotFound.replace(' in OptimoRoute', '')).toBe(messages.addressNotFound);
  });
  it('keeps the spec wording of the uncorrected messages', () => {
    expect(messages.zipInvalid).toBe('Your ZIP code is invalid.');
    expect(messages.emailAlreadyRegistered).toBe('This email is already registered');
    expect(messages.somethingWentWrong).toBe('Something went wrong');
    expect(messages.proposalItemFailed).toBe('Something went wrong.');
    expect(messages.passwordTooShort).toBe('Passwords must be 8 or more characters in length');
    expect(messages.invoiceZipRequired).toBe('zip code is required.');
    expect(messages.wizardAddressRequired).toBe('address is required');
    expect(messages.invalidDate).toBe('Invalid date');
    expect(messages.imageSizeTooLarge).toBe('Image size should be less than 5MB');
  });
  it('builds the prefixed server-error forms', () => {
    expect(tokenError('Invalid value')).toBe('TOKEN:Invalid value');
    expect(uidError('Invalid value')).toBe('UID:Invalid value');
    expect(reviewError('rating', 'Required')).toBe('rating::Required');
    expect(ticketError('title', 'Required')).toBe('title:::Required');
  });
});
