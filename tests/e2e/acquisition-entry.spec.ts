// The first three screens of the acquisition flow against the built app and the reference server:
// ZIP (both steps, deep link), email + service type, subscription cards → /getquote.
// (b) an unserved ZIP and (c) an email already registered; axe-core 0 violations on every screen visited.
import type { Page } from '@playwright/test';
import { test, expect, uniqueEmail, describeAt, PHONE_VIEWPORT } from './support';

async function checkZip(page: Page, zip: string) {
  await page.getByRole('textbox', { name: 'ZIP code' }).fill(zip);
  await page.getByRole('button', { name: 'Check Availability' }).click();
}

async function fillServices(page: Page, email: string, type: 'Residential' | 'COMMUNITY') {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('Yard Sign');
  // The radio input is visually hidden inside its card: a visitor clicks the card.
  await page.locator('.radio-card', { hasText: type }).click();
  await expect(page.getByRole('radio', { name: new RegExp(type) })).toBeChecked();
}

test('(b) an unserved ZIP: the waitlist email is accepted and step 1 comes back with empty inputs', async ({
  page,
  expectNoAxeViolations,
  stored,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take back your backyard!');
  await expect(page.getByRole('button', { name: 'Check Availability' })).toBeDisabled();
  await expectNoAxeViolations();
  await checkZip(page, '99999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doggone it!');
  const keep = page.getByRole('button', { name: 'Keep Me Updated!' });
  await expect(keep).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('waitlist'));
  await expect(keep).toBeEnabled();
  await expectNoAxeViolations();
  const enquiry = page.waitForResponse(
    (r) => r.url().includes('/api/v1/non-serviceable-enquiry/') && r.request().method() === 'POST',
  );
  await keep.click();
  expect((await enquiry).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take back your backyard!');
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Check Availability' })).toBeDisabled();
  expect(await stored('acq.area')).toBeNull();
});

// (c) as the mailbox-wins rule has it (design.md §8): an address with an account gets the same answer as any
// address with records — a link mailed to it — so the step tells a stranger nothing about who is registered.
test("(c) an existing customer's email → 'We've emailed you a link to continue where you left off.'", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/');
  await checkZip(page, '27601');
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hooray!');
  await fillServices(page, 'customer@example.com', 'Residential');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "We've emailed you a link to continue where you left off." }),
  ).toBeVisible();
  await expect(page.getByText('This email is already registered')).toHaveCount(0);
  await expect(page).toHaveURL(/\/services$/);
  await expectNoAxeViolations();
});

test('a visitor: 27601 → residential (reload on /services) → weekly → /getquote with the area and price range stored', async ({
  page,
  expectNoAxeViolations,
  stored,
}) => {
  await page.goto('/');
  await checkZip(page, '27601');
  await expect(page).toHaveURL(/\/services$/);
  expect(await page.evaluate(() => sessionStorage.getItem('quote_in_progress'))).toBe('true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter Email address')).toBeVisible();
  await expect(page.getByText('Please select an option')).toBeVisible();
  await expect(page.getByText('Please select the service type that you require')).toBeVisible();
  await expectNoAxeViolations();

  await page.reload();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hooray!');
  const email = uniqueEmail('visitor');
  await fillServices(page, email, 'Residential');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Yardwise of Raleigh,NC');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Twice Weekly');
  await expect(page.locator('.plan-card__title')).toHaveText([
    'Twice Weekly',
    'Weekly',
    'Every Other Week',
    'Monthly',
    'Just Once',
  ]);
  await expect(page.locator('.plan-card--highlighted')).toContainText('Special offer');
  await expect(page.locator('.plan-card--highlighted')).toContainText('starting at $15.00/visit');
  await expectNoAxeViolations();
  expect(await stored('acq.lead')).toMatchObject({ email, propertyType: 'residential', howHeard: 'Yard Sign' });

  await page.getByRole('button', { name: 'Get Started with Weekly' }).click();
  await expect(page).toHaveURL(/\/getquote$/);
  expect(await stored('acq.area')).toMatchObject({
    zipcode: '27601',
    city: 'Raleigh',
    state: 'NC',
    uuid: '11111111-1111-4111-8111-111111111111',
  });
  expect(await stored('acq.price_range')).toEqual({
    frequency: 'weekly',
    min_price: '15.00',
    max_price: '28.00',
  });

  // Back on /services with a stored residential property type: straight to /subscription.
  await page.goto('/services');
  await expect(page).toHaveURL(/\/subscription$/);
});

test('the deep link /checkzip/27601/<scorpion>&s=3 auto-checks; a bad one redirects to /', async ({ page, stored }) => {
  await page.goto('/checkzip/27601/scorp-42&s=3');
  await expect(page).toHaveURL(/\/services$/);
  expect(await stored('acq.scorpion_id')).toBe('scorp-42');
  expect(await stored('acq.channel')).toBe(3);
  expect(await stored('acq.area')).toMatchObject({ zipcode: '27601' });

  await page.goto('/?zipcode=2760&scorpion_id=x');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('');
});

test('without a stored area /services and /subscription go to /', async ({ page }) => {
  await page.goto('/subscription');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/services');
  await expect(page).toHaveURL(/\/$/);
});

describeAt('at 390 px', PHONE_VIEWPORT, () => {
  test('the ZIP screen (both steps) has no axe violations and fits the width', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take back your backyard!');
    await expectNoAxeViolations();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('textbox', { name: 'ZIP code' }).press('Tab');
    await expect(page.getByText('Your ZIP code is invalid.')).toBeVisible();
    await expectNoAxeViolations();
    await checkZip(page, '30301');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doggone it!');
    await expectNoAxeViolations();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describeAt('at 390 px, keyboard only', PHONE_VIEWPORT, () => {
  test('ZIP → email + service type → every other week, without a mouse; axe 0 violations on each screen', async ({
    page,
    expectNoAxeViolations,
    stored,
  }) => {
    await page.goto('/');
    const zip = page.getByRole('textbox', { name: 'ZIP code' });
    await zip.focus();
    await page.keyboard.type('27601');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hooray!');
    await expectNoAxeViolations();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('textbox', { name: 'Email' }).focus();
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Tab');
    // A native select: arrow keys and typeahead choose without opening the platform's list.
    const howHeard = page.getByRole('combobox', { name: 'How did you hear about us?' });
    await expect(howHeard).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(howHeard).toHaveValue('Social Media/facebook ad');
    await page.keyboard.type('Search');
    await expect(howHeard).toHaveValue('Search Engine');
    await expect(howHeard.locator('option:checked')).toHaveText('Search Engine');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /Residential/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /Residential/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.locator('.plan-card__title')).toHaveCount(5);
    await expectNoAxeViolations();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Get Started with Every Other Week' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/getquote$/);
    expect(await stored('acq.price_range')).toEqual({
      frequency: 'bi_monthly',
      min_price: '12',
      max_price: '47',
    });
  });
});
