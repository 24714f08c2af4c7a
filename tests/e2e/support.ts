// Shared helpers of the browser suites.
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** axe-core over the whole page, nothing excluded (react-aria's live announcer included): 0 violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`)).toEqual([]);
}

/** react-aria keeps the native input visually hidden inside its label: choose by clicking the label, as a user does. */
export const tick = (control: Locator) => control.locator('xpath=ancestor::label[1]').click();

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A sessionStorage value the app stored as JSON. */
export const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? 'null') as unknown, key);

export interface Office {
  uuid: string;
  city: string;
  state: string;
  annual_prepay_discount: string;
  stax_public_apikey: string | null;
  additional_cleaning_area_price: string;
  add_on: { uuid: string; name: string; cost_per_visit: string; priority: number; is_active: boolean }[];
}

export async function raleigh(request: APIRequestContext): Promise<Office> {
  const res = await request.get('/api/v1/field-office/?addressable_zip_codes__contains=27601&close=false');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: Office[] };
  const office = body.results[0];
  if (!office) throw new Error('no office for 27601');
  return office;
}

/** Seeds the area (machines' Area type) and a price range as the ZIP and subscription screens store them, once per tab. */
export async function seedArea(page: Page, request: APIRequestContext, frequency = 'weekly'): Promise<Office> {
  const office = await raleigh(request);
  const area = {
    zipcode: '27601', uuid: office.uuid, annual_prepay_discount: office.annual_prepay_discount, state: office.state, city: office.city,
    stax_public_apikey: office.stax_public_apikey, additional_cleaning_area_price: office.additional_cleaning_area_price, add_on: office.add_on,
  };
  const range = { frequency, min_price: '15.00', max_price: '28.00' };
  await page.addInitScript(([a, r]) => {
    // Only the first load: a reload must find what the app itself saved.
    if (!sessionStorage.getItem('acq.area')) {
      sessionStorage.setItem('acq.area', a);
      sessionStorage.setItem('acq.price_range', r);
    }
  }, [JSON.stringify(area), JSON.stringify(range)] as const);
  return office;
}
