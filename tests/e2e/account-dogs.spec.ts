// The Dogs tab (spec 3 §2.4, §4 Dog modal, §5 Dog, §7 Dogs, §8). The demo dogs Biscuit
// and Luna are only read here: every dog a test adds has a name of its own and is deleted by the test
// (or, if the test fails half-way, by the afterEach below), so other specs see the demo data.
import type { Locator, Page } from '@playwright/test';
import { axeAtBothWidths, expect, test } from './support';

/** A 1×1 PNG, made here (no fixture file): a real image the browser decodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PREFIX = 'E2E dog';
const dogName = (tag: string) => `${PREFIX} ${tag} ${Date.now() % 100000}`;

/** Deletes (through the API, with the page's session) the dogs this spec added and left behind. */
test.afterEach(async ({ page }) => {
  await page.evaluate(async (prefix) => {
    const key = (JSON.parse(localStorage.getItem('session') ?? 'null') as { key?: string } | null)?.key;
    if (!key) return;
    const headers = { Authorization: `token ${key}` };
    const list = (await (await fetch('/api/v1/pet/?limit=100', { headers })).json()) as {
      results?: { uuid: string; name: string }[];
    };
    for (const dog of list.results ?? [])
      if (dog.name.startsWith(prefix)) await fetch(`/api/v1/pet/${dog.uuid}/`, { method: 'DELETE', headers });
  }, PREFIX);
});

/** The five dog flags in the words and order of spec 3 §9. */
const FLAGS = [
  'Friendly',
  'Clean with dog in yard',
  'Treats allowed',
  'Doggy door',
  'Left outside when no one is home',
] as const;

/** A dog card's value for a label (its <dd> beside the <dt>). */
const fact = (card: Locator, label: string) =>
  card
    .locator('.facts__row')
    .filter({ has: card.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

async function openAddDog(page: Page) {
  await page.getByRole('button', { name: 'Add Dog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Dog' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// One sign-in for the tab: each step was a test of its own and starts from a fresh load of the tab at the
// project's 1280 × 720 (the steps before resize the page), so no dialog, toast or width of one is seen by the next.
// The server's refusals come last: their routed failures stay on the page.
test("the Dogs tab, one sign-in: add, edit and delete a dog with a photo; the modal's own refusals; keyboard alone; all five flags at 1280 and 390 px; the server's refusals", async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  // Five tests of the default 120 s each ran here.
  test.setTimeout(600_000);
  const atDesktopOnTheTab = async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/account?tab=3');
  };
  await test.step('the tab shows a card per dog; add a dog with a photo, edit it, delete it after the confirmation', async () => {
    await signInAs('customer@example.com', '/account?tab=3');
    const biscuit = page.getByRole('region', { name: 'Biscuit' });
    await expect(biscuit).toContainText('Beagle');
    await expect(biscuit).toContainText('04/02/2019');
    await expect(biscuit).toContainText('100 Main St, Raleigh, NC 27601');
    await expect(page.getByRole('region', { name: 'Luna' })).toContainText('Husky');
    await axeAtBothWidths(page, expectNoAxeViolations);

    const name = dogName('Rex');
    const dialog = await openAddDog(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Breed' }).fill('Labrador');
    await dialog.getByRole('textbox', { name: 'Birthday' }).pressSequentially('0304');
    await expect(dialog.getByRole('textbox', { name: 'Birthday' })).toHaveValue('03/04/');
    await dialog.getByRole('textbox', { name: 'Birthday' }).pressSequentially('2020');
    await expect(dialog.getByRole('textbox', { name: 'Birthday' })).toHaveValue('03/04/2020');
    await dialog.getByText('Friendly', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Additional info' }).fill('Barks at the mower.');
    await dialog
      .getByRole('combobox', { name: 'Service address' })
      .selectOption({ label: '45 Oak Ln, Raleigh, NC 27603' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
    await axeAtBothWidths(page, expectNoAxeViolations);
    await dialog.getByRole('button', { name: 'Add Dog' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Data was saved successfully')).toBeVisible();

    const card = page.getByRole('region', { name });
    await expect(card).toContainText('Labrador');
    await expect(card).toContainText('03/04/2020');
    await expect(card).toContainText('Barks at the mower.');
    await expect(card).toContainText('45 Oak Ln, Raleigh, NC 27603');
    await expect(fact(card, 'Friendly')).toHaveText('Yes');
    await expect(fact(card, 'Treats allowed')).toHaveText('No');
    const photo = card.getByRole('img', { name: `Photo of ${name}` });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Dog' });
    await expect(edit.getByRole('textbox', { name: 'Birthday' })).toHaveValue('03/04/2020');
    await expect(edit.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
    await axeAtBothWidths(page, expectNoAxeViolations);
    await edit.getByRole('textbox', { name: 'Breed' }).fill('Poodle');
    await edit.getByRole('textbox', { name: 'Birthday' }).fill('05062018');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await page.reload();
    await expect(card).toContainText('Poodle');
    await expect(card).toContainText('05/06/2018');
    // The photo was not sent again, and is still there.
    await expect(card.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(confirm.getByRole('button', { name: 'Keep dog' })).toBeFocused();
    await axeAtBothWidths(page, expectNoAxeViolations);
    await confirm.getByRole('button', { name: 'Keep dog' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete dog' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Biscuit' })).toBeVisible();
    await expect(page.getByRole('region', { name })).toHaveCount(0);
  });
  await test.step("the birthday: 'Invalid date' for 13/45/2020 and for a future date; name and service required on add; a file that is not an image is refused, even named .png, and an image then replaces the message", async () => {
    await atDesktopOnTheTab();
    const dialog = await openAddDog(page);
    const birthday = dialog.getByRole('textbox', { name: 'Birthday' });
    await birthday.fill('13452020');
    await expect(birthday).toHaveValue('13/45/2020');
    // Straight from the field to the button: the error shown on leaving the field must not cost the click.
    await dialog.getByRole('button', { name: 'Add Dog' }).click();
    await expect(dialog.getByText('Invalid date')).toBeVisible();
    await expect(birthday).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Service is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await axeAtBothWidths(page, expectNoAxeViolations);

    await birthday.fill('04022019');
    await expect(dialog.getByText('Invalid date')).toHaveCount(0);
    const nextYear = new Date().getFullYear() + 1;
    await birthday.fill(`0101${nextYear}`);
    await expect(birthday).toHaveValue(`01/01/${nextYear}`);
    await birthday.press('Tab');
    await expect(dialog.getByText('Invalid date')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // A file that is not an image, even named .png.
    await openAddDog(page);
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({
      name: 'rex.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text, not a picture'),
    });
    const error = dialog.getByRole('alert').filter({ hasText: 'That file is not an image' });
    await expect(error).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Add photo' })).toBeVisible();
    await input.setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: PNG });
    await expect(error).toHaveCount(0);
    await expect(dialog.getByRole('img', { name: 'Photo of your dog' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove photo' }).click();
    await expect(dialog.getByRole('img')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
  await test.step('keyboard alone completes the add-dog modal', async () => {
    await atDesktopOnTheTab();
    const name = dogName('Keys');
    await page.getByRole('button', { name: 'Add Dog' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Dog' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Corgi');
    await page.keyboard.press('Tab');
    await page.keyboard.type('07082021');
    await page.keyboard.press('Tab');
    // The five flags in spec 3 §9's order, each its own stop; Space ticks Friendly and Treats allowed.
    for (const flag of FLAGS) {
      await expect(dialog.getByRole('checkbox', { name: flag })).toBeFocused();
      if (flag === 'Friendly' || flag === 'Treats allowed') await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('Herds the kids.');
    await page.keyboard.press('Tab');
    const service = dialog.getByRole('combobox', { name: 'Service address' });
    await expect(service).toBeFocused();
    await page.keyboard.type('100'); // the select's own type-ahead
    await expect(service).toHaveValue(/[0-9a-f-]{36}/);
    await page.keyboard.press('Tab'); // Add photo
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Add Dog' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const card = page.getByRole('region', { name });
    await expect(card).toContainText('Corgi');
    await expect(card).toContainText('07/08/2021');
    await expect(card).toContainText('100 Main St, Raleigh, NC 27601');
    for (const flag of FLAGS)
      await expect(fact(card, flag)).toHaveText(flag === 'Friendly' || flag === 'Treats allowed' ? 'Yes' : 'No');
    await expect(card).toContainText('Herds the kids.');

    await card.getByRole('button', { name: `Delete ${name}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(confirm.getByRole('button', { name: 'Keep dog' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
    // The Delete button left with its card: focus lands on the list's heading, not on the page's body.
    await expect(page.getByRole('heading', { name: 'My Dogs' })).toBeFocused();
  });
  await test.step('all five dog flags at 1280 and 390 px: ticked in the modal, on the card, kept after a reload and in Edit', async () => {
    // Each width adds a dog of its own from a page loaded at that width.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/account?tab=3');
      // The demo dogs carry all five: one yard (doggy door, not left outside), two temperaments.
      const biscuit = page.getByRole('region', { name: 'Biscuit' });
      await expect(fact(biscuit, 'Clean with dog in yard')).toHaveText('Yes');
      await expect(fact(biscuit, 'Doggy door')).toHaveText('Yes');
      await expect(fact(biscuit, 'Left outside when no one is home')).toHaveText('No');
      await expect(fact(page.getByRole('region', { name: 'Luna' }), 'Clean with dog in yard')).toHaveText('No');

      const name = dogName(`Flags${width}`);
      const dialog = await openAddDog(page);
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      const flags = dialog.getByRole('group', { name: 'About this dog' });
      await expect(flags.getByRole('checkbox')).toHaveCount(5);
      for (const flag of FLAGS) await expect(flags.getByRole('checkbox', { name: flag })).not.toBeChecked();
      // Every other one on: Friendly, Treats allowed, Left outside; then the other pattern in Edit.
      const first = new Set<string>(['Friendly', 'Treats allowed', 'Left outside when no one is home']);
      for (const flag of first) await flags.getByText(flag, { exact: true }).click();
      await dialog
        .getByRole('combobox', { name: 'Service address' })
        .selectOption({ label: '45 Oak Ln, Raleigh, NC 27603' });
      await expectNoAxeViolations();
      // Each flag's whole label is visible beside its box (none clipped at this width).
      for (const flag of FLAGS) await expect(flags.getByText(flag, { exact: true })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await dialog.getByRole('button', { name: 'Add Dog' }).click();
      await expect(dialog).toBeHidden();

      const card = page.getByRole('region', { name });
      const shows = async (on: ReadonlySet<string>) => {
        for (const flag of FLAGS) await expect(fact(card, flag)).toHaveText(on.has(flag) ? 'Yes' : 'No');
      };
      await shows(first);
      await page.reload();
      await shows(first);
      await expectNoAxeViolations();

      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Dog' });
      for (const flag of FLAGS) {
        const box = edit.getByRole('checkbox', { name: flag });
        if (first.has(flag)) await expect(box).toBeChecked();
        else await expect(box).not.toBeChecked();
      }
      // Every flag the other way round.
      for (const flag of FLAGS) await edit.getByText(flag, { exact: true }).click();
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit).toBeHidden();
      const second = new Set<string>(FLAGS.filter((flag) => !first.has(flag)));
      await shows(second);
      await page.reload();
      await shows(second);
    }
  });
  await test.step("the server's refusals: its field messages at the fields, the rest as toasts; a failed delete keeps the card", async () => {
    await atDesktopOnTheTab();
    await page.route('**/api/v1/pet/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: { birthday: ['Invalid date'], non_field_errors: ['Dogs cannot be added to this service.'] },
          })
        : route.fallback(),
    );
    const dialog = await openAddDog(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(dogName('Refused'));
    await dialog.getByRole('textbox', { name: 'Birthday' }).fill('01012020');
    await dialog.getByRole('combobox', { name: 'Service address' }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add Dog' }).click();
    await expect(page.getByText('Dogs cannot be added to this service.')).toBeVisible();
    await expect(dialog.getByText('Invalid date')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(/Refused/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.route('**/api/v1/pet/*/', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback(),
    );
    const luna = page.getByRole('region', { name: 'Luna' });
    await luna.getByRole('button', { name: 'Delete Luna' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Luna?' }).getByRole('button', { name: 'Delete dog' }).click();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(luna).toBeVisible();
  });
});

test('commercial customers have no Dogs tab', async ({ page, signInAs }) => {
  await signInAs('community@example.com');
  const tablist = page.getByRole('tablist', { name: 'Account sections' });
  await expect(tablist.getByRole('tab', { name: 'Proposals' })).toBeVisible();
  await expect(tablist.getByRole('tab', { name: 'Dogs' })).toHaveCount(0);
  // 'Add New Service' is residential only (spec 3 §2).
  await expect(page.getByRole('button', { name: 'Add New Service' })).toHaveCount(0);
  await page.goto('/account?tab=3');
  await expect(page).not.toHaveURL(/tab=3/);
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Dog' })).toHaveCount(0);
});
