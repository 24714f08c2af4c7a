// Billing Information (spec 3 §2.5, §4 Card modal, §5 Card add / Billing address add,
// §7 Billing, §8). The demo data is shared by every spec: the card added here is deleted here (the demo
// card 'Casey Customer' stays), the manual address is never saved, and nothing else changes.
import type { Locator, Page } from '@playwright/test';
import { axeAtBothWidths, expect, test, tick } from './support';

const HOLDER = 'Billie Tester';

const savedCards = (page: Page) => page.getByRole('region', { name: 'Saved Cards' });
const tileOf = (page: Page, holder: string) => savedCards(page).getByRole('region').filter({ hasText: holder });

async function openAdd(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add another credit card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Credit Card' });
  await expect(dialog.getByLabel('Card Number')).toBeVisible();
  return dialog;
}

const ONE_ADDRESS_CHOSEN = (width: number) =>
  `at ${width} px the one saved billing address is chosen when Add Credit Card opens`;

/** At the page's current width: the account's one saved address is the dialog's one choice, chosen, and stays so. */
async function expectOneAddressChosen(page: Page) {
  const stored = page.getByRole('region', { name: 'Billing Addresses' }).getByRole('listitem');
  await expect(stored).toHaveCount(1);
  const dialog = await openAdd(page);
  const choices = dialog.getByRole('radiogroup', { name: 'Billing address' }).getByRole('radio');
  await expect(choices).toHaveCount(1);
  await expect(choices.first()).toBeChecked();
  await expect(choices.first()).toHaveAccessibleName(/^100 Main St, Raleigh, NC/);
  await dialog.getByLabel('Cardholder name').fill(HOLDER);
  await dialog.getByRole('button', { name: 'Add Credit Card' }).click();
  await expect(dialog.getByText('Card Number is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Billing address is required', { exact: true })).toHaveCount(0);
  await expect(choices.first()).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

// One sign-in for the add modal's rules that save nothing: the card form, the add-address view, then the
// one saved address chosen at each width.
test('the tab lists the demo card and addresses; empty submit shows the spec messages; digits only; the add-address view: manual entry, Add Address only when valid, the new address chosen; at 1280 and 390 px the one saved address is chosen when Add Credit Card opens', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await signInAs('customer@example.com', '/account?tab=4');
  const demo = tileOf(page, 'Casey Customer');
  await expect(demo).toHaveAccessibleName('Visa ending in 1111');
  await expect(demo).toContainText('12/2030');
  await expect(demo).toContainText('100 Main St');
  await expect(page.getByRole('region', { name: 'Billing Addresses' })).toContainText('100 Main St, Raleigh, NC');
  await axeAtBothWidths(page, expectNoAxeViolations);

  const dialog = await openAdd(page);
  await axeAtBothWidths(page, expectNoAxeViolations);
  await dialog.getByRole('button', { name: 'Add Credit Card' }).click();
  for (const message of [
    'Card holder name is required',
    'Card Number is required',
    'CVV is required',
    'Expire Month is required',
    'Expire Year is required',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  // The account's one billing address is chosen already: nothing to ask about it.
  await expect(dialog.getByText('Billing address is required', { exact: true })).toHaveCount(0);
  await axeAtBothWidths(page, expectNoAxeViolations);

  // Month MM and year YYYY: digits only, 2 and 4 at most.
  const month = dialog.getByLabel('Expiry month (MM)');
  const year = dialog.getByLabel('Expiry year (YYYY)');
  await month.pressSequentially('a1b23');
  await expect(month).toHaveValue('12');
  await year.pressSequentially('y20x315');
  await expect(year).toHaveValue('2031');
  await year.fill('20');
  await dialog.getByRole('button', { name: 'Add Credit Card' }).click();
  await expect(dialog.getByText('Card expire year is invalid.')).toBeVisible();
  await expect(dialog.getByText('Expire Month is required')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The add-address view.
  await openAdd(page);
  await dialog.getByLabel('Cardholder name').fill(HOLDER);
  await dialog.getByRole('button', { name: 'Add a new billing address' }).click();
  const view = page.getByRole('dialog', { name: 'Add Billing Address' });
  const add = view.getByRole('button', { name: 'Add Address' });
  await expect(add).toBeDisabled();
  const street = view.getByLabel('Street address');
  await expect(street).toBeFocused();
  await street.fill('12 Test Ln');
  await street.fill('');
  // A message shows once the field is left, not while typing.
  await expect(view.getByText('Address is required', { exact: true })).toHaveCount(0);
  await street.press('Tab');
  await expect(view.getByText('Address is required', { exact: true })).toBeVisible();
  await street.fill('12 Test Ln');
  await view.getByLabel('City').fill('Raleigh');
  await view.getByLabel('State').selectOption('NC');
  await view.getByLabel('Zip code').fill('276');
  await view.getByLabel('Zip code').press('Tab');
  await expect(view.getByText('Your ZIP code is invalid.')).toBeVisible();
  await expect(add).toBeDisabled();
  await axeAtBothWidths(page, expectNoAxeViolations);
  await view.getByLabel('Zip code').fill('27615');
  await expect(add).toBeEnabled();
  await add.click();

  const back = page.getByRole('dialog', { name: 'Add Credit Card' });
  await expect(back.getByRole('radio', { name: '12 Test Ln, Raleigh, NC 27615' })).toBeChecked();
  await expect(back.getByLabel('Cardholder name')).toHaveValue(HOLDER);
  await back.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'Billing Addresses' })).not.toContainText('12 Test Ln');

  for (const width of [1280, 390])
    await test.step(ONE_ADDRESS_CHOSEN(width), async () => {
      await page.setViewportSize({ width, height: 900 });
      await expectOneAddressChosen(page);
    });
});

test('add the sandbox card, edit its expiry (kept after a reload), delete it after the confirmation', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await signInAs('customer@example.com', '/account?tab=4');
  // The only card of an account with active services cannot go: the server's message shows, the card stays.
  await tileOf(page, 'Casey Customer')
    .getByRole('button', { name: /^Delete Visa ending in 1111/ })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete this card?' })
    .getByRole('button', { name: 'Delete card' })
    .click();
  await expect(page.getByText('Add another card before removing the only card of an active service.')).toBeVisible();
  await expect(tileOf(page, 'Casey Customer')).toBeVisible();

  const dialog = await openAdd(page);
  await dialog.getByLabel('Cardholder name').fill(HOLDER);
  await dialog.getByLabel('Card Number').fill('4111111111111111');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Expiry month (MM)').fill('11');
  await dialog.getByLabel('Expiry year (YYYY)').fill('2020');
  await tick(dialog.getByRole('radio', { name: /^100 Main St/ }));
  // The tokenizer's field errors are toasts; the form keeps every entry.
  await dialog.getByRole('button', { name: 'Add Credit Card' }).click();
  await expect(page.getByText('Card has expired.')).toBeVisible();
  await expect(dialog.getByLabel('Card Number')).toHaveValue('4111111111111111');
  await dialog.getByLabel('Expiry year (YYYY)').fill('2031');
  await dialog.getByRole('button', { name: 'Add Credit Card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your card was added.')).toBeVisible();
  const tile = tileOf(page, HOLDER);
  await expect(tile).toContainText('11/2031');
  await expect(tile).toContainText('100 Main St');

  await tile.getByRole('button', { name: /^Edit Visa ending in 1111/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Credit Card' });
  await expect(edit.getByLabel('Expiry year (YYYY)')).toHaveValue('2031');
  await expect(edit.getByLabel('Card Number')).toHaveCount(0);
  await axeAtBothWidths(page, expectNoAxeViolations);
  await edit.getByLabel('Expiry month (MM)').fill('04');
  await edit.getByLabel('Expiry year (YYYY)').fill('2033');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(tile).toContainText('04/2033');
  await page.reload();
  await expect(tileOf(page, HOLDER)).toContainText('04/2033');

  await tileOf(page, HOLDER)
    .getByRole('button', { name: /^Delete Visa ending in 1111/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this card?' });
  await expect(confirm).toContainText('Visa ending in 1111 (expires 04/2033)');
  await axeAtBothWidths(page, expectNoAxeViolations);
  await confirm.getByRole('button', { name: 'Keep card' }).click();
  await expect(tileOf(page, HOLDER)).toBeVisible();
  await tileOf(page, HOLDER)
    .getByRole('button', { name: /^Delete Visa ending in 1111/ })
    .click();
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expect(tileOf(page, HOLDER)).toHaveCount(0);
  await expect(tileOf(page, 'Casey Customer')).toBeVisible();
  await page.reload();
  await expect(tileOf(page, 'Casey Customer')).toBeVisible();
  await expect(tileOf(page, HOLDER)).toHaveCount(0);
});

test('community@example.com: the card tile names its service; a new card picks the service location', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await signInAs('community@example.com', '/account?tab=4');
  const demo = tileOf(page, 'Morgan Manager');
  await expect(demo).toHaveAccessibleName('Mastercard ending in 4444');
  await expect(demo).toContainText('Pays for');
  await axeAtBothWidths(page, expectNoAxeViolations);
  const dialog = await openAdd(page);
  const picker = dialog.getByLabel('Service location this card pays for');
  await expect(picker).toBeVisible();
  // The account's one service is chosen, and its billing address with it.
  await expect(picker.locator('option:checked')).not.toHaveText('Select a service location');
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await axeAtBothWidths(page, expectNoAxeViolations);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
