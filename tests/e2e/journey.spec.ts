// The whole public acquisition flow by a visitor, in the built app against the reference server —
// ZIP 27601 → residential → weekly → a quote with 2 areas, one add-on, a coupon and 12-month prepay →
// checkout with a manual address and the sandbox card → dog info → registration → login → /account.
// The API must then hold the order with exactly those choices and the price the sidebar showed.
// axe-core: 0 violations on every screen visited. It runs with 4+ = 6 dogs and WELCOME10, with 2 dogs
// and SAVE5, and in a 390 px-wide viewport (mobile price bar and summary sheet) with 2 dogs and
// WELCOME10; the stored order, the 'Your Service Confirmed!' sidebar and the dog forms follow the quoted
// dog count.
import type { Page } from '@playwright/test';
import { test, expect, tick, uniqueEmail, describeAt, PHONE_VIEWPORT } from './support';
import { fillCheckoutCard } from './forms';
import type { Fixtures } from './support';

interface StoredOrder {
  id: string;
  is_enquiry: boolean;
  user_key: string;
  email: string;
}
interface Enquiry {
  uuid: string;
  frequency: string;
  property_type: string;
  pet_count: number;
  service_address: { address: string; city: string; state: string; zip_code: string };
  calculated_price: {
    total_price_for_first_visit: string;
    total_price_per_service: string;
    net_payable_prepay_amount: string | null;
    is_prepaid: boolean;
    prepay_months: number | null;
    coupon: { coupon_code?: string; code?: string; coupon_applied?: boolean } | null;
    cleaning_areas: unknown;
    recurring_add_ons: unknown;
  };
}

interface Variant {
  mobile: boolean;
  /** 2 (the '2' card) or an exact number for 4+. */
  dogs: number;
  coupon: 'WELCOME10' | 'SAVE5';
  /** Also the 'Other' area, typed as this text (kept to 100 characters, wrapped wherever shown). */
  otherArea?: string;
}

/** No horizontal scrolling: free text wraps instead of widening the page. */
async function expectNoSideways(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

async function journey(
  { page, expectNoAxeViolations, stored }: { page: Page } & Pick<Fixtures, 'expectNoAxeViolations' | 'stored'>,
  { mobile, dogs, coupon, otherArea }: Variant,
) {
  const otherText = otherArea?.slice(0, 100);
  const email = uniqueEmail(`journey-${mobile ? '390' : 'desk'}-${dogs}-${coupon.toLowerCase()}`);
  const password = 'Doggie123';

  // 1. ZIP
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take back your backyard!');
  await expectNoAxeViolations();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('27601');
  await page.getByRole('button', { name: 'Check Availability' }).click();

  // 2. Email and service type
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hooray!');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('Yard Sign');
  await page.locator('.radio-card', { hasText: 'Residential' }).click();
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Frequency
  await expect(page).toHaveURL(/\/subscription$/);
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Get Started with Weekly' }).click();

  // 4. The quote
  await expect(page).toHaveURL(/\/getquote$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customize your quote');
  await expect(page.getByRole('radio', { name: 'Weekly', exact: true })).toBeChecked();
  await tick(page.getByRole('radio', { name: 'Detached less than 0.5 acres' }));
  if (dogs > 3) {
    await tick(page.getByRole('radio', { name: '4+', exact: true }));
    await page.getByRole('textbox', { name: 'Exact number of dogs' }).fill(String(dogs));
  } else {
    await tick(page.getByRole('radio', { name: String(dogs), exact: true }));
  }
  await tick(page.getByRole('radio', { name: '2 to 6 weeks' }));
  await tick(page.getByRole('checkbox', { name: 'Back Yard' }));
  await tick(page.getByRole('checkbox', { name: 'Front Yard' }));
  await tick(page.getByRole('checkbox', { name: /Deodorizer/ }));
  if (otherArea) {
    await tick(page.getByRole('checkbox', { name: 'Other', exact: true }));
    await page.getByRole('textbox', { name: 'Other area' }).fill(otherArea);
    await expect(page.getByRole('textbox', { name: 'Other area' })).toHaveValue(otherText ?? '');
  }
  if (mobile) {
    // On a phone the collapsible price bar shows the breakdown; Continue opens the review sheet that
    // holds the whole Service Summary (prepay, coupon) and the final Continue.
    const bar = page.getByRole('button', { name: /Total for first visit/ });
    await expect(bar).toBeVisible();
    await bar.click();
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  const scope = mobile ? page.getByRole('dialog', { name: 'Review your quote' }) : page;
  const summary = scope.getByRole('region', { name: 'Service Summary' });
  await expect(summary.getByTestId('quote-total')).toBeVisible();
  await expect(summary).toContainText(`${dogs} dogs`);
  if (otherText) {
    await expect(summary).toContainText(otherText);
    await expectNoSideways(page);
  }
  await tick(scope.getByRole('switch', { name: 'Prepay and save' }));
  await tick(scope.getByRole('radio', { name: /Total for 1 year/ }));
  await expect(summary.getByTestId('quote-total')).toBeVisible();
  await scope.getByRole('button', { name: 'Have a coupon?' }).click();
  await scope.getByRole('textbox', { name: 'Coupon code' }).fill(coupon);
  await scope.getByRole('button', { name: 'Apply' }).click();
  await expect(scope.getByTestId('quote-coupon-applied')).toContainText(coupon);
  await expect(summary.getByTestId('quote-coupon-savings')).toBeVisible();
  await expect(summary.getByTestId('quote-total')).toBeVisible();
  await expectNoAxeViolations();
  const shown = {
    total: (await summary.getByTestId('quote-total').textContent())?.trim(),
    perVisit: (await summary.getByTestId('quote-per-visit').textContent())?.trim(),
    prepay: (await summary.getByTestId('quote-prepay-total').textContent())?.trim(),
  };
  await summary.getByRole('button', { name: 'Continue' }).click();

  // 5. Checkout: manual address, the sandbox card
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check out');
  if (otherText) await expectNoSideways(page);
  await page.getByRole('textbox', { name: 'Address' }).fill('100 Fayetteville St');
  await page.getByRole('textbox', { name: 'City' }).fill('Raleigh');
  await page.getByRole('combobox', { name: 'State' }).first().selectOption({ label: 'North Carolina' });
  await expect(page.getByRole('textbox', { name: 'Zip code' })).toHaveValue('27601');
  await page.getByRole('button', { name: 'Choose a start date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Available start dates' });
  await calendar.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').first().click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number 1' }).fill('9195550100');
  await page.getByRole('checkbox', { name: 'Email', exact: true }).check({ force: true });
  await fillCheckoutCard(page);
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Checkout' }).click();

  // 6. Dog & safety details
  await expect(page).toHaveURL(/\/doginfo$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your dogs');
  const order = (await stored('acq.order')) as StoredOrder;
  expect(order).toMatchObject({ email, is_enquiry: true });
  const sidebar = page.getByRole('complementary', { name: 'Your Service Confirmed!' });
  await expect(sidebar).toContainText('ending in 1111');
  await expect(sidebar).toContainText(shown.total ?? '');
  await expect(sidebar.locator('dt', { hasText: /^Dogs$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    String(dogs),
  );
  await expect(page.getByRole('group', { name: /^Dog \d+$/ })).toHaveCount(dogs);
  if (otherText) {
    await expect(sidebar).toContainText(otherText);
    await expectNoSideways(page);
  }
  expect((order as StoredOrder & { pet_count: number }).pet_count).toBe(dogs);
  const names = ['Rex', 'Luna', 'Max', 'Bella', 'Milo', 'Daisy', 'Otto', 'Nala'];
  for (let i = 1; i <= dogs; i += 1)
    await page
      .getByRole('group', { name: `Dog ${i}` })
      .getByRole('textbox', { name: 'Name' })
      .fill(names[i - 1] ?? `Dog${i}`);
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 7. Registration, then login
  await expect(page).toHaveURL(/\/registration$/);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account(\?tab=\d)?$/);

  // 8. The API holds the order with exactly those choices and the price the sidebar showed.
  const key = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? 'null') as { key: string }).key);
  const res = await page.request.get('/api/v1/service-order-enquiry/', { headers: { Authorization: `token ${key}` } });
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as { results: Enquiry[] };
  const held = list.results.find((r) => r.uuid === order.id);
  expect(held, 'the placed order is in the API').toBeTruthy();
  if (!held) return;
  expect(held).toMatchObject({
    frequency: 'weekly',
    property_type: 'single_family_small',
    pet_count: dogs,
    service_address: { address: '100 Fayetteville St', city: 'Raleigh', zip_code: '27601' },
  });
  const price = held.calculated_price;
  const dollars = (v: string | null) =>
    `$${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  expect(dollars(price.total_price_for_first_visit)).toBe(shown.total);
  expect(dollars(price.total_price_per_service)).toBe(shown.perVisit);
  expect(dollars(price.net_payable_prepay_amount)).toBe(shown.prepay);
  expect(price).toMatchObject({ is_prepaid: true, prepay_months: 12 });
  expect(JSON.stringify(price.coupon)).toContain(coupon);
  if (coupon === 'SAVE5') {
    // 5.00 off every visit: 18.00 + 2.00 (2nd dog) + 3.00 (2nd area) + 10.00 (Deodorizer) − 5.00.
    expect(shown.perVisit).toBe('$28.00');
    expect(price.coupon).toMatchObject({ applies_to: 'every_visit', savings: '5.00' });
  }
  const areas = JSON.stringify(price.cleaning_areas);
  expect(areas).toContain('Back Yard');
  expect(areas).toContain('Front Yard');
  if (otherText)
    expect(price.cleaning_areas).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ area: otherText })]),
    });
  expect(JSON.stringify(price.recurring_add_ons)).toContain('Deodorizer');
}

test('the visitor journey with 4+ = 6 dogs and WELCOME10 — the stored order, the sidebar and the dog forms say 6, the price is the one shown; a 2,000-character Other area is kept to 100 and never widens a page', async ({
  page,
  expectNoAxeViolations,
  stored,
}) => {
  test.setTimeout(150_000);
  // With it, 2,000 characters of 'Other' text are kept to 100 and wrap everywhere.
  await journey(
    { page, expectNoAxeViolations, stored },
    { mobile: false, dogs: 6, coupon: 'WELCOME10', otherArea: 'Behindtheshed'.repeat(154) },
  );
});

test('the visitor journey with 2 dogs and SAVE5 + 12-month prepay — ZIP → quote → checkout → dog info → registration → login → /account; the stored order, the sidebar and the dog forms say 2; the API holds the per-visit and prepay prices shown, to the cent', async ({
  page,
  expectNoAxeViolations,
  stored,
}) => {
  test.setTimeout(150_000);
  await journey({ page, expectNoAxeViolations, stored }, { mobile: false, dogs: 2, coupon: 'SAVE5' });
});

describeAt('at 390 px', PHONE_VIEWPORT, () => {
  test('the visitor journey with 2 dogs and WELCOME10 on a phone-width screen', async ({
    page,
    expectNoAxeViolations,
    stored,
  }) => {
    test.setTimeout(120_000);
    await journey({ page, expectNoAxeViolations, stored }, { mobile: true, dogs: 2, coupon: 'WELCOME10' });
  });
});
