// /getquote step 1 (GET A QUOTE) against the built app and the reference server. The ZIP and
// subscription screens are skipped: the area and price range they would store are seeded into
// sessionStorage under the acquisition store's keys, with the area as the ZIP check returns it.
import type { Page, Request } from '@playwright/test';
import { test, expect, tick, describeAt, PHONE_VIEWPORT } from './support';

const isPricing = (r: Request) => r.method() === 'POST' && r.url().includes('/api/v1/pricing-calculator/');

function countPricing(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (isPricing(r)) bodies.push(r.postDataJSON());
  });
  return bodies;
}

/** The API's decimal string as the summary shows it ('1649.61' → '$1,649.61'). */
const dollars = (v: string) =>
  `$${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const summary = (page: Page) => page.getByRole('region', { name: 'Service Summary' });

async function waitPriced(page: Page) {
  await expect(summary(page).getByTestId('quote-total')).toBeVisible();
}

test('no stored area: /getquote redirects to /', async ({ page }) => {
  await page.goto('/getquote');
  await expect(page).toHaveURL(/\/$/);
});

test("2 dogs, 2 areas, an add-on, WELCOME10 and 12-month prepay: the total is the API's; Continue opens CHECK OUT; reload keeps the step", async ({
  page,
  request,
  expectNoAxeViolations,
  seedArea,
}) => {
  const office = await seedArea();
  const bodies = countPricing(page);
  await page.goto('/getquote');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customize your quote');
  await expect(page.getByRole('radio', { name: 'Weekly', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Just Once' })).toHaveCount(0);
  await tick(page.getByRole('radio', { name: 'Detached less than 0.5 acres' }));
  await tick(page.getByRole('radio', { name: '2', exact: true }));
  await tick(page.getByRole('radio', { name: '2 to 6 weeks' }));
  await tick(page.getByRole('checkbox', { name: 'Back Yard' }));
  await tick(page.getByRole('checkbox', { name: 'Front Yard' }));
  await tick(page.getByRole('checkbox', { name: /Deodorizer/ }));
  await waitPriced(page);
  await tick(page.getByRole('switch', { name: 'Prepay and save' }));
  await tick(page.getByRole('radio', { name: /Total for 1 year/ }));
  await waitPriced(page);
  await page.getByRole('button', { name: 'Have a coupon?' }).click();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('quote-coupon-applied')).toContainText('WELCOME10');
  await waitPriced(page);

  const deodorizer = office.add_on.find((a) => a.name === 'Deodorizer');
  const body = {
    field_office_uuid: office.uuid,
    zipcode: '27601',
    frequency: 'weekly',
    property_type: 'single_family_small',
    pet_count: 2,
    is_extra_pet: false,
    extra_pet_count: null,
    last_cleaned: '1-2_months',
    areas_to_clean: ['Back Yard', 'Front Yard'],
    add_ons: [{ uuid: deodorizer?.uuid, name: 'Deodorizer', is_recurring: true }],
    is_prepaid: true,
    prepay_months: 12,
    prepay_for_year: true,
    coupon_code: 'WELCOME10',
  };
  expect(bodies.at(-1)).toEqual(body);
  const direct = await request.post('/api/v1/pricing-calculator/', { data: body });
  expect(direct.ok()).toBe(true);
  const price = (await direct.json()) as {
    total_price_for_first_visit: string;
    net_payable_prepay_amount: string;
    total_price_per_service: string;
    coupon: { savings: string };
  };
  const s = summary(page);
  await expect(s.getByTestId('quote-total')).toHaveText(dollars(price.total_price_for_first_visit));
  await expect(s.getByTestId('quote-per-visit')).toHaveText(dollars(price.total_price_per_service));
  await expect(s.getByTestId('quote-prepay-total')).toHaveText(dollars(price.net_payable_prepay_amount));
  await expect(s.getByTestId('quote-coupon-savings')).toHaveText(`-${dollars(price.coupon.savings)}`);
  await expectNoAxeViolations();

  await s.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check out');
  // The new step starts at the top with focus on its heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: '2 CHECK OUT' })).toHaveAttribute('aria-current', 'step');
  await expect(summary(page).getByTestId('quote-total')).toHaveText(dollars(price.total_price_for_first_visit));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check out');
  await expect(summary(page).getByTestId('quote-total')).toHaveText(dollars(price.total_price_for_first_visit));

  // Back to GET A QUOTE: every entry and the coupon are still there, priced without a new request.
  const before = bodies.length;
  await page.getByRole('button', { name: '1 GET A QUOTE' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customize your quote');
  await expect(page.getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await expect(page.getByTestId('quote-coupon-applied')).toContainText('WELCOME10');
  await expect(summary(page).getByTestId('quote-total')).toHaveText(dollars(price.total_price_for_first_visit));
  expect(bodies.length).toBe(before);
});

// One page for three checks of step 1: each step seeds the area and loads /getquote afresh, and the one
// before it leaves only the seeded area stored (and no held pricing route). An unknown code, the server's
// other refusal, is the quote UI model's refused coupon.
test("one pricing request per settled burst of changes; no stale price while repricing, and nothing below the price moves; coupon OLD2020: the server's message shows under the coupon box; a reload on /getquote keeps every entry of step 1", async ({
  page,
  seedArea,
}) => {
  // Three tests of the default 120 s each ran here.
  test.setTimeout(360_000);
  await test.step('one pricing request per settled burst of changes; no stale price while repricing, and nothing below the price moves', async () => {
    await seedArea();
    const bodies = countPricing(page);
    await page.goto('/getquote');
    await tick(page.getByRole('radio', { name: 'Town House' }));
    await tick(page.getByRole('radio', { name: '1', exact: true }));
    await waitPriced(page);
    const first = (await summary(page).getByTestId('quote-total').textContent()) ?? '';
    expect(bodies).toHaveLength(1);
    const prepay = summary(page).getByRole('switch', { name: 'Prepay and save' }).locator('xpath=ancestor::label[1]');
    const priceBlock = summary(page).locator('.summary__price');
    // From the price block's top (the choices listed above it change with the burst).
    const prepayTop = async () => {
      const [p, b] = await Promise.all([prepay.boundingBox(), priceBlock.boundingBox()]);
      return p && b ? p.y - b.y : undefined;
    };
    const pricedTop = await prepayTop();
    expect(pricedTop).toBeDefined();

    // Hold the next answer so the in-between state can be observed.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/v1/pricing-calculator/', async (route) => {
      await held;
      await route.continue();
    });
    // A burst: four changes well inside the 400 ms quiet period, made by the page itself, one task after
    // another (as a customer's clicks are: React renders between them). Four Playwright clicks in a row
    // are not a burst on a loaded machine (CI's took over 400 ms between two of them, and the quote
    // rightly priced twice).
    const controls = await Promise.all(
      [
        page.getByRole('radio', { name: '3', exact: true }),
        page.getByRole('checkbox', { name: 'Back Yard' }),
        page.getByRole('checkbox', { name: 'Dog Run' }),
        page.getByRole('radio', { name: 'Detached less than 0.5 acres' }),
      ].map((control) => control.elementHandle()),
    );
    await page.evaluate(async (els) => {
      for (const el of els) {
        (el as HTMLElement).click();
        await new Promise((next) => setTimeout(next, 0));
      }
    }, controls);
    // Straight away the old total is gone and progress shows.
    await expect(summary(page).getByTestId('quote-total')).toHaveCount(0);
    await expect(summary(page).getByText('Calculating your price…')).toBeVisible();
    await expect(summary(page).getByRole('button', { name: 'Continue' })).toBeDisabled();
    // The progress message keeps the breakdown's height: the prepay switch below it does not jump up and
    // back, so a click aimed at it (or at its period) as the price comes back lands where it was aimed.
    expect(await prepayTop()).toBe(pricedTop);
    await expect.poll(() => bodies.length).toBe(2);
    await page.waitForTimeout(300);
    await expect(summary(page).getByTestId('quote-total')).toHaveCount(0);
    release();
    await waitPriced(page);
    const second = (await summary(page).getByTestId('quote-total').textContent()) ?? '';
    expect(second).not.toBe(first);
    // Settled: nothing more is sent.
    await page.waitForTimeout(900);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      pet_count: 3,
      property_type: 'single_family_small',
      areas_to_clean: ['Back Yard', 'Dog Run'],
    });
    await page.unrouteAll();
    // The next step starts from a fresh load with only the seeded area stored.
    await page.evaluate(() => sessionStorage.clear());
  });
  await test.step("coupon OLD2020: the server's message shows under the coupon box", async () => {
    await seedArea();
    await page.goto('/getquote');
    await tick(page.getByRole('radio', { name: 'Town House' }));
    await tick(page.getByRole('radio', { name: '1', exact: true }));
    await waitPriced(page);
    await page.getByRole('button', { name: 'Have a coupon?' }).click();
    const box = page.getByRole('textbox', { name: 'Coupon code' });
    await box.fill('OLD2020');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('form', { name: 'Coupon' }).getByText('This coupon has expired.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    // The price is recalculated without the coupon.
    await waitPriced(page);
    await expect(summary(page).getByTestId('quote-coupon-savings')).toHaveCount(0);
    // The next step starts from a fresh load with only the seeded area stored.
    await page.evaluate(() => sessionStorage.clear());
  });
  await test.step('a reload on /getquote keeps every entry of step 1', async () => {
    await seedArea();
    await page.goto('/getquote');
    await tick(page.getByRole('radio', { name: 'Every Other Week' }));
    await tick(page.getByRole('radio', { name: 'Town House' }));
    await tick(page.getByRole('radio', { name: '4+' }));
    await page.getByRole('textbox', { name: 'Exact number of dogs' }).fill('6');
    await tick(page.getByRole('radio', { name: 'More than 6 weeks' }));
    await tick(page.getByRole('checkbox', { name: 'Left Side' }));
    await tick(page.getByRole('checkbox', { name: 'Other' }));
    await page.getByRole('textbox', { name: 'Other area' }).fill('Side gate');
    await tick(page.getByRole('checkbox', { name: /Take waste away/ }));
    await tick(page.getByRole('radio', { name: 'First visit only' }));
    await expect(page.getByRole('textbox', { name: 'Scooped waste disposal location' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Cleaning notes' }).fill('Gate code 1234');
    await tick(page.getByRole('switch', { name: 'Prepay and save' }));
    await tick(page.getByRole('radio', { name: /6 months/ }));
    await waitPriced(page);
    const total = await summary(page).getByTestId('quote-total').textContent();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Every Other Week' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Town House' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '4+' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Exact number of dogs' })).toHaveValue('6');
    await expect(page.getByRole('radio', { name: 'More than 6 weeks' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Left Side' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Other' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Other area' })).toHaveValue('Side gate');
    await expect(page.getByRole('checkbox', { name: /Take waste away/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'First visit only' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Cleaning notes' })).toHaveValue('Gate code 1234');
    await expect(page.getByRole('switch', { name: 'Prepay and save' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /6 months/ })).toBeChecked();
    await expect(summary(page).getByTestId('quote-total')).toHaveText(total ?? '');
  });
  await test.step("the 'Other' area's text, changed once the price is back, is priced and shown under its new name", async () => {
    await waitPriced(page);
    await expect(summary(page)).toContainText('Side gate');
    await page.getByRole('textbox', { name: 'Other area' }).fill('Behind the shed');
    await waitPriced(page);
    await expect(summary(page)).toContainText('Behind the shed');
    await expect(summary(page)).not.toContainText('Side gate');
  });
});

describeAt('at 390 px', PHONE_VIEWPORT, () => {
  test('numbered step headers, the collapsible price bar, Continue opens the final summary; axe 0 violations', async ({
    page,
    expectNoAxeViolations,
    seedArea,
  }) => {
    await seedArea();
    await page.goto('/getquote');
    await expect(page.getByRole('button', { name: '1 GET A QUOTE' })).toBeVisible();
    // The label stays for assistive technology but takes no room (visually hidden).
    const width = await page
      .getByText('GET A QUOTE', { exact: true })
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(1);
    await tick(page.getByRole('radio', { name: 'Town House' }));
    await tick(page.getByRole('radio', { name: '1', exact: true }));
    const bar = page.getByRole('button', { name: /Total for first visit/ });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await bar.click();
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Base service price')).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Review your quote' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('quote-total')).toBeVisible();
    await expectNoAxeViolations();
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check out');
    await expectNoAxeViolations();
  });
});

test('Every Other Week chosen on /subscription shows its default range 12 to 47 on /getquote until priced', async ({
  page,
  seedArea,
}) => {
  await seedArea();
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Get Started with Every Other Week' }).click();
  await expect(page).toHaveURL(/\/getquote$/);
  await expect(page.getByRole('radio', { name: 'Every Other Week' })).toBeChecked();
  await expect(summary(page).getByTestId('quote-price-range')).toHaveText(
    'Every Other Week: $12.00 to $47.00 per visit',
  );
  await tick(page.getByRole('radio', { name: 'Town House' }));
  await tick(page.getByRole('radio', { name: '1', exact: true }));
  await waitPriced(page);
  await expect(summary(page).getByTestId('quote-price-range')).toHaveCount(0);
});

for (const width of [1280, 390])
  describeAt(`at ${width} px`, { width, height: 844 }, () => {
    test('Every Other Week shows the default range 12 to 47 before a price, chosen on its card or on the form; another card shows its own', async ({
      page,
      seedArea,
    }) => {
      await seedArea();
      // The range on screen: the sidebar's at 1280 px; at 390 px the price bar's, under the form whose
      // frequency it is (the summary opens there only once priced).
      const shown = () =>
        width < 500 ? page.getByTestId('quote-bar-range') : summary(page).getByTestId('quote-price-range');
      const says = (frequency: string, from: string, to: string) =>
        width < 500 ? `Per visit: ${from} to ${to}` : `${frequency}: ${from} to ${to} per visit`;
      const EVERY_OTHER_WEEK = says('Every Other Week', '$12.00', '$47.00');

      await page.goto('/subscription');
      await page.getByRole('button', { name: 'Get Started with Every Other Week' }).click();
      await expect(page).toHaveURL(/\/getquote$/);
      await expect(shown()).toHaveText(EVERY_OTHER_WEEK);
      await expect(shown()).toBeInViewport();

      // Weekly's card carries the office's own range; Every Other Week chosen on the form shows the default.
      await page.goto('/subscription');
      await page.getByRole('button', { name: 'Get Started with Weekly' }).click();
      await expect(page).toHaveURL(/\/getquote$/);
      await expect(shown()).toHaveText(says('Weekly', '$15.00', '$28.00'));
      await tick(page.getByRole('radio', { name: 'Every Other Week' }));
      await expect(shown()).toHaveText(EVERY_OTHER_WEEK);
      await tick(page.getByRole('radio', { name: 'Monthly' }));
      await expect(shown()).toHaveCount(0);
    });
  });
