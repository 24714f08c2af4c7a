import { describe, expect, it } from 'vitest';
import * as domain from '../../../src/domain';

describe('enums and labels', () => {
  it('labels every frequency, with the spec wording', () => {
    expect(domain.FREQUENCIES.map((f) => domain.FREQUENCY_LABELS[f])).toEqual([
      'Twice Weekly',
      'Weekly',
      'Every Other Week',
      'Monthly',
      'Just Once',
    ]);
  });
  it('keeps both acre readings of the property types', () => {
    expect(domain.PROPERTY_TYPE_LABELS.single_family_small).toBe('Detached less than 0.5 acres');
    expect(domain.PROPERTY_TYPE_LABELS.single_family_large).toBe('Detached more than 0.5 acres');
    expect(domain.PROPERTY_TYPE_LABELS_ACCOUNT.single_family_small).toBe('Detached (Less than 0.75 acre)');
    expect(domain.PROPERTY_TYPE_LABELS_ACCOUNT.single_family_large).toBe('Detached (More than 0.75 acre)');
    expect(domain.PROPERTY_TYPE_LABELS_ACCOUNT.commercial).toBe('Commercial');
  });
  it('has the last-cleaned values, the quote subset and the two extra labels', () => {
    expect(domain.LAST_CLEANED).toHaveLength(5);
    expect(domain.LAST_CLEANED_QUOTE_OPTIONS.map((v) => domain.LAST_CLEANED_LABELS[v])).toEqual([
      'Less than 2 weeks',
      '2 to 6 weeks',
      'More than 6 weeks',
    ]);
    expect(domain.LAST_CLEANED_LABELS['2-3_weeks']).toBe('2-3 weeks');
    expect(domain.LAST_CLEANED_LABELS['3_months_or_more']).toBe('3 months or more');
  });
  it('lists the 12 how-heard options ending with Other', () => {
    expect(domain.HOW_HEARD_OPTIONS).toHaveLength(12);
    expect(domain.HOW_HEARD_OPTIONS[0]).toBe('Social Media/facebook ad');
    expect(domain.HOW_HEARD_OPTIONS.at(-1)).toBe('Other');
  });
  it('labels every value of each labelled enum', () => {
    const pairs: [readonly string[], Record<string, string>][] = [
      [domain.SERVICE_TYPES, domain.SERVICE_TYPE_LABELS],
      [domain.PHONE_TYPES, domain.PHONE_TYPE_LABELS],
      [domain.PREFERRED_CONTACT_METHODS, domain.PREFERRED_CONTACT_METHOD_LABELS],
      [domain.REACH_OUT_METHODS, domain.REACH_OUT_METHOD_LABELS],
      [domain.COMMUNITY_ROLES, domain.COMMUNITY_ROLE_LABELS],
      [domain.PROPERTIES_IN_COMMUNITY, domain.PROPERTY_IN_COMMUNITY_LABELS],
      [domain.INTERESTED_PRODUCTS, domain.INTERESTED_PRODUCT_LABELS],
      [domain.INTERESTED_SERVICES, domain.INTERESTED_SERVICE_LABELS],
      [domain.NEW_STATIONS_INTERESTED, domain.NEW_STATIONS_INTERESTED_LABELS],
      [domain.BAG_TYPES, domain.BAG_TYPE_LABELS],
      [domain.COMMUNITY_AREAS_TO_CLEAN, domain.COMMUNITY_AREA_TO_CLEAN_LABELS],
      [domain.CURRENT_FREQUENCIES, domain.CURRENT_FREQUENCY_LABELS],
      [domain.VISIT_STATUSES, domain.VISIT_STATUS_LABELS],
      [domain.TICKET_STATUSES, domain.TICKET_STATUS_LABELS],
      [domain.NOTIFICATION_TYPES, domain.NOTIFICATION_TYPE_LABELS],
      [domain.HISTORY_ORDERINGS, domain.HISTORY_ORDERING_LABELS],
    ];
    for (const [values, labels] of pairs) expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });
  it('has the spec labels that are given verbatim', () => {
    expect(domain.SERVICE_TYPE_LABELS.commercial).toBe('COMMUNITY');
    expect(domain.COMMUNITY_ROLE_LABELS.concerned_resident).toBe('Concerned Resident');
    expect(domain.VISIT_STATUS_LABELS.technician_en_route).toBe('Technician En Route');
    expect(domain.HISTORY_ORDERING_LABELS['-scheduled_time']).toBe('Latest First');
    expect(domain.CURRENT_FREQUENCY_LABELS.bi_monthly).toBe('Every Other Week');
    expect(domain.HOME_COUNT_RANGES).toEqual(['1-100', '101-350', '351-500', '501+']);
    expect(domain.SATISFACTION).toEqual(['happy', 'neutral', 'sad']);
  });
  it('has the business constants of the three documents', () => {
    expect(domain.IDLE_LOGOUT_MS).toBe(900000);
    expect(domain.HTTP_TIMEOUT_MS).toBe(60000);
    expect(domain.TOAST_MS).toBe(10000);
    expect(domain.CHECKOUT_VALIDATE_DELAYS_MS).toEqual([300, 100]);
    expect(domain.WIZARD_SUBMIT_DELAYS_MS).toEqual([500, 1000]);
    expect(domain.MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(domain.BAGS_PRICE).toBe('8.99');
    expect([domain.PAGE_SIZE_HISTORY, domain.PAGE_SIZE_INVOICES, domain.PAGE_SIZE_PROPOSALS]).toEqual([10, 15, 15]);
    expect([domain.DASHBOARD_MESSAGES, domain.DASHBOARD_PAYMENTS, domain.DASHBOARD_INVOICES]).toEqual([4, 3, 2]);
    expect(domain.CHANNEL_DEFAULT).toBe(9);
  });
});

describe('phone types by account (spec 3 §9; README: office for commercial accounts)', () => {
  it('residential: home phone and mobile; commercial: also office', () => {
    expect(domain.phoneTypesFor(false)).toEqual(['home_phone', 'mobile']);
    expect(domain.phoneTypesFor(true)).toEqual(['home_phone', 'mobile', 'office']);
  });
});

describe('a line item frequency reads the same wherever line items are listed (spec 3 §9 frequency labels)', () => {
  it("a known frequency's label; other text as given", () => {
    expect(domain.lineItemFrequencyLabel('weekly')).toBe('Weekly');
    expect(domain.lineItemFrequencyLabel('bi_monthly')).toBe('Every Other Week');
    expect(domain.lineItemFrequencyLabel('quarterly')).toBe('quarterly');
  });
  it("none (a product bought once, the station bags) is the once label, 'Just Once'", () => {
    expect(domain.lineItemFrequencyLabel(null)).toBe(domain.FREQUENCY_LABELS.once);
    expect(domain.lineItemFrequencyLabel(undefined)).toBe('Just Once');
    expect(domain.lineItemFrequencyLabel('')).toBe('Just Once');
    expect(domain.lineItemFrequencyLabel('once')).toBe('Just Once');
  });
});
