import { describe, expect, it } from 'vitest';
import { firstTab, isCommercialRoles, isTabVisible, visibleTabs } from '../../../src/domain/account-tabs';

describe('account tabs (spec 3 §2, §6)', () => {
  it('residential: 0–6 in order, no Proposals', () => {
    expect(visibleTabs(false).map((t) => t.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(visibleTabs(false)[3]?.name).toBe('Dogs');
  });
  it('commercial: no Dogs, Proposals last', () => {
    expect(visibleTabs(true).map((t) => t.index)).toEqual([0, 1, 2, 4, 5, 6, 7]);
    expect(isTabVisible(3, true)).toBe(false);
    expect(isTabVisible(7, false)).toBe(false);
    expect(isTabVisible(7, true)).toBe(true);
  });
  it('commercial only with commercial_customer among the roles', () => {
    expect(isCommercialRoles(['customer'])).toBe(false);
    expect(isCommercialRoles(['commercial_lead'])).toBe(false);
    expect(isCommercialRoles(['lead', 'commercial_customer'])).toBe(true);
  });
  it('first tab: 2 with the edit flag, 1 for a community property type, else 0', () => {
    expect(firstTab({ isEdit: true, propertyType: 'commercial' })).toBe(2);
    expect(firstTab({ isEdit: false, propertyType: 'commercial' })).toBe(1);
    expect(firstTab({ isEdit: false, propertyType: 'community' })).toBe(1);
    expect(firstTab({ isEdit: false, propertyType: 'residential' })).toBe(0);
    expect(firstTab({ isEdit: false, propertyType: null })).toBe(0);
  });
});
