// Shared helpers of the browser suites.
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** axe-core over the whole page, nothing excluded (react-aria's live announcer included): 0 violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`),
  ).toEqual([]);
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
    zipcode: '27601',
    uuid: office.uuid,
    annual_prepay_discount: office.annual_prepay_discount,
    state: office.state,
    city: office.city,
    stax_public_apikey: office.stax_public_apikey,
    additional_cleaning_area_price: office.additional_cleaning_area_price,
    add_on: office.add_on,
  };
  const range = { frequency, min_price: '15.00', max_price: '28.00' };
  await page.addInitScript(
    ([a, r]) => {
      // Only the first load: a reload must find what the app itself saved.
      if (!sessionStorage.getItem('acq.area')) {
        sessionStorage.setItem('acq.area', a);
        sessionStorage.setItem('acq.price_range', r);
      }
    },
    [JSON.stringify(area), JSON.stringify(range)] as const,
  );
  return office;
}

/**
 * Reaches step 2 'CHECK OUT' of /getquote for ZIP 27601 through step 1 (weekly, town house, 2 dogs,
 * front yard). The ZIP and subscription screens are skipped: their stored area and price range are
 * seeded under the acquisition store's keys, once (a reload must find what the app saved).
 */
export async function reachCheckout(page: Page, request: APIRequestContext, mobile = false) {
  await seedArea(page, request);
  await page.goto('/getquote');
  await tick(page.getByRole('radio', { name: 'Town House' }));
  await tick(page.getByRole('radio', { name: '2', exact: true }));
  await tick(page.getByRole('radio', { name: '2 to 6 weeks' }));
  await tick(page.getByRole('checkbox', { name: 'Front Yard' }));
  if (mobile) {
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  } else {
    await page.getByRole('region', { name: 'Service Summary' }).getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check out');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
}
