// Account Information (tab 1) — the Account Info card, Edit Account Information (the
// save rules of spec 3 §5), the invoice address, Edit Authorized Users, the notification preferences
// and, for commercial customers, the Community Info cards with Edit Community Information.
// Every test that changes the shared demo accounts puts them back as it found them.
import type { Page } from '@playwright/test';
import { expect, tabTo, test, tick } from './support';

const SAVED = 'Data was saved successfully';

// The phone field is tested with a real paste.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
const MOBILE = { width: 390, height: 900 };

/** The signed-in session's token (stored by signInAs), for putting demo data back through the API. */
async function token(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('session'));
  return (JSON.parse(session ?? '{}') as { key: string }).key;
}

async function api(page: Page, method: 'PATCH' | 'PUT', path: string, data: unknown) {
  const res = await page.request.fetch(`/api/v1/${path}`, {
    method,
    data,
    headers: { Authorization: `token ${await token(page)}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

const accountCard = (page: Page) => page.getByRole('region', { name: 'Account Info' });
const dialog = (page: Page) => page.getByRole('dialog');

async function openEdit(page: Page) {
  await page.getByRole('button', { name: 'Edit account information' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Account Information' })).toBeVisible();
}

async function saveAndClose(page: Page) {
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  // The modal closes about a second later (spec 3 §4).
  await expect(dialog(page)).toHaveCount(0);
}

// One sign-in for what saves nothing: the card and its axe scans, Cancel and Escape, then the phone rows.
test('residential: the Account Info card shows the demo account, axe at 1280 and 390; Cancel and Escape discard the changes; phones: home phone and mobile offered (spec 3 §9), home phone drops the text consent, a second phone can be primary', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await signInAs('customer@example.com', '/account?tab=1');
  await test.step('the Account Info card shows the demo account; axe at 1280 and 390', async () => {
    const card = accountCard(page);
    await expect(card.getByText('Casey Customer')).toBeVisible();
    await expect(card.getByText('Authorized Users', { exact: true })).toBeVisible();
    await expect(card.getByText('Jamie Customer')).toBeVisible();
    await expect(card.getByText('customer@example.com')).toBeVisible();
    await expect(card.getByRole('link', { name: '9195550100' })).toBeVisible();
    await expect(card.getByText('Mobile, primary')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Community Info' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notification Preferences' })).toBeVisible();
    await expectNoAxeViolations();
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await test.step('Cancel and Escape discard the changes; the phone rows', async () => {
    await openEdit(page);
    await dialog(page).getByRole('textbox', { name: 'Last name' }).fill('Changed');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await openEdit(page);
    await expect(dialog(page).getByRole('textbox', { name: 'Last name' })).toHaveValue('Customer');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await openEdit(page);
    const type = dialog(page).getByRole('combobox', { name: 'Phone 1 type' });
    await expect(type.locator('option')).toHaveText(['Home Phone', 'Mobile']);
    const consent = dialog(page).getByRole('checkbox', { name: /Send me text messages at this number \(phone 1\)/ });
    await expect(consent).toBeChecked();
    await type.selectOption('home_phone');
    await expect(consent).toHaveCount(0);
    await type.selectOption('mobile');
    // The consent was cleared by the home phone (spec 3 §4): it comes back unticked.
    await expect(consent).not.toBeChecked();
    await dialog(page).getByRole('button', { name: 'Add phone' }).click();
    const second = dialog(page).getByRole('textbox', { name: 'Phone 2' });
    await second.fill('9195550111');
    await tick(dialog(page).getByRole('radio', { name: /Phone 2/ }));
    await expect(dialog(page).getByRole('radio', { name: /Phone 2/ })).toBeChecked();
    await dialog(page).getByRole('button', { name: 'Remove phone 2' }).click();
    await expect(second).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });
});

test('edit the account: a 9-digit phone keeps Save disabled with its message, a good one saves (then restored)', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await signInAs('customer@example.com', '/account?tab=1');
  await openEdit(page);
  const phone = dialog(page).getByRole('textbox', { name: 'Phone 1' });
  const save = dialog(page).getByRole('button', { name: 'Save Changes' });
  await expect(phone).toHaveValue('9195550100');
  await expect(save).toBeEnabled();
  await expectNoAxeViolations();

  await phone.fill('919555010');
  await phone.blur();
  await expect(dialog(page).getByText('Number is not valid')).toBeVisible();
  await expect(save).toBeDisabled();
  // Letters never reach the field; a pasted number keeps its digits, at most 10.
  await phone.press('a');
  await expect(phone).toHaveValue('919555010');
  await phone.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('(919) 555-0199 ext. 12'));
  await phone.press('ControlOrMeta+V');
  await expect(phone).toHaveValue('9195550199');
  await expect(dialog(page).getByText('Number is not valid')).toHaveCount(0);
  // Names are required.
  const first = dialog(page).getByRole('textbox', { name: 'First name' });
  await first.fill('');
  await first.blur();
  await expect(dialog(page).getByText('First name is required')).toBeVisible();
  await expect(save).toBeDisabled();
  await first.fill('Casey');
  // 'Current password' is asked for only once a new password is typed (design.md §8).
  const current = dialog(page).getByLabel('Current password', { exact: true });
  await expect(current).toHaveCount(0);
  // A weak new password disables Save; the guidelines say what is missing.
  const password = dialog(page).getByLabel('New password', { exact: true });
  await password.fill('password1');
  await expect(current).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(dialog(page).getByRole('list', { name: 'Password guidelines' })).toContainText(
    'At least 1 uppercase letter (not met yet)',
  );
  // A strong new password still needs the current one.
  await password.fill('Password9');
  await expect(save).toBeDisabled();
  await current.fill('Password1');
  await expect(save).toBeEnabled();
  await password.fill('');
  await expect(current).toHaveCount(0);
  await expect(save).toBeEnabled();
  await page.setViewportSize(MOBILE);
  await expectNoAxeViolations();
  await page.setViewportSize({ width: 1280, height: 900 });

  await saveAndClose(page);
  await expect(accountCard(page).getByRole('link', { name: '9195550199' })).toBeVisible();

  // Put the demo phone back.
  await openEdit(page);
  await dialog(page).getByRole('textbox', { name: 'Phone 1' }).fill('9195550100');
  await saveAndClose(page);
  await expect(accountCard(page).getByRole('link', { name: '9195550100' })).toBeVisible();
});

test('keyboard alone completes an account edit (Tab, Space, Enter)', async ({ page, signInAs }) => {
  await signInAs('customer@example.com', '/account?tab=1');
  await expect(accountCard(page)).toBeVisible();
  /** Tab until the element named `name` has the focus. */
  const tabToName = async (name: string, max = 80) => {
    for (let i = 0; i < max; i++) {
      const focused = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      );
      if (focused.trim() === name) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`never reached ${name}`);
  };
  const edit = async (consent: boolean) => {
    await tabToName('Edit account information');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    const checkbox = dialog(page).getByRole('checkbox', { name: /Send me text messages/ });
    await tabTo(checkbox, 20);
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked({ checked: consent });
    await tabToName('Save Changes', 30);
    await page.keyboard.press('Enter');
    await expect(page.getByText(SAVED).first()).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  };
  // The saved answer, read back from the API (the first save's toast is still on screen during the second).
  const consentSaved = async () => {
    const me = await page.request.get('/api/v1/user/me/', {
      headers: { Authorization: `token ${await token(page)}` },
    });
    return ((await me.json()) as { phone_numbers: { can_send_sms: boolean }[] }).phone_numbers[0]?.can_send_sms;
  };
  await edit(false);
  // The account now refuses texts; then the keyboard puts it back.
  expect(await consentSaved()).toBe(false);
  await edit(true);
  await expect.poll(consentSaved).toBe(true);
});

// One sign-in for the two cards that save and put the demo account back; each part ends on a reload.
test('invoice address: Print and Mail on needs the address, a Durham address saves; notification preferences: a change survives a reload (each then restored)', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await signInAs('customer@example.com', '/account?tab=1');
  await test.step('invoice address: Print and Mail on needs the address; a Durham address saves (then restored)', async () => {
    const invoiceCard = page.getByRole('region', { name: 'Invoice Address' });
    await expect(invoiceCard.getByText('Off')).toBeVisible();
    await page.getByRole('button', { name: 'Edit invoice address' }).click();
    const print = dialog(page).getByRole('switch', { name: 'Print and Mail Invoice' });
    // Opened from the invoice card: the toggle has the focus.
    await expect(print).toBeFocused();
    await page.keyboard.press('Space');
    await expect(print).toBeChecked();
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter valid invoice address').first()).toBeVisible();
    for (const message of ['address is required.', 'city is required.', 'state is required.', 'zip code is required.'])
      await expect(dialog(page).getByText(message, { exact: true })).toBeVisible();
    await expectNoAxeViolations();
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations();
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog(page).getByRole('textbox', { name: 'Invoice address' }).fill('200 Park Ave');
    await dialog(page).getByRole('textbox', { name: 'City' }).fill('Durham');
    await dialog(page).getByRole('combobox', { name: 'State' }).selectOption('NC');
    await dialog(page).getByRole('textbox', { name: 'Zip code' }).fill('27701');
    await saveAndClose(page);
    await expect(invoiceCard.getByText('200 Park Ave, Durham, NC 27701')).toBeVisible();
    await expect(invoiceCard.getByText('On', { exact: true }).first()).toBeVisible();

    // Put the demo account back: no printed invoices, no invoice address.
    await api(page, 'PATCH', 'user/me/', { is_print_and_mail_invoices: false, invoice_address: null });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Invoice Address' }).getByText('Not provided')).toBeVisible();
  });
  await test.step('notification preferences: a change survives a reload (then restored)', async () => {
    const card = page.getByRole('region', { name: 'Notification Preferences' });
    const save = card.getByRole('button', { name: 'Save changes' });
    const box = card.getByRole('checkbox', { name: 'Billing Notifications by text' });
    await expect(card.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(card.getByRole('columnheader', { name: 'Text' })).toBeVisible();
    const before = await box.isChecked();
    await expect(save).toBeDisabled();
    await tick(box);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText(SAVED).first()).toBeVisible();
    await page.reload();
    const after = page.getByRole('region', { name: 'Notification Preferences' });
    await expect(after.getByRole('checkbox', { name: 'Billing Notifications by text' })).toBeChecked({
      checked: !before,
    });
    await expectNoAxeViolations();

    await tick(after.getByRole('checkbox', { name: 'Billing Notifications by text' }));
    await after.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(SAVED).first()).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Notification Preferences' }).getByRole('checkbox', {
        name: 'Billing Notifications by text',
      }),
    ).toBeChecked({ checked: before });
  });
});

test('Edit Authorized Users: add a name, see it, remove it again', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await signInAs('customer@example.com', '/account?tab=1');
  await page.getByRole('button', { name: 'Add Authorized Users' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Authorized Users' })).toBeVisible();
  const added = dialog(page).getByRole('textbox', { name: 'Authorized user 2' });
  await expect(added).toBeFocused();
  await added.fill('jamie customer');
  await expect(dialog(page).getByText('This name is already in the list.')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await added.fill('Pat Example');
  await expectNoAxeViolations();
  await page.setViewportSize(MOBILE);
  await expectNoAxeViolations();
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  await expect(accountCard(page).getByText('Pat Example')).toBeVisible();

  await page.getByRole('button', { name: 'Add Authorized Users' }).click();
  await dialog(page).getByRole('button', { name: 'Remove authorized user 2' }).click();
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  await expect(accountCard(page).getByText('Pat Example')).toHaveCount(0);
  await expect(accountCard(page).getByText('Jamie Customer')).toBeVisible();
});

// One sign-in for the community's tab: each part before the last ends on a reload, so no toast of one save
// stands for the next.
test('commercial: Guest Users, the community details and the office phone, axe at 1280 and 390, a guest preference survives a reload; Edit Community Information refuses a renamed non-PDF and saves a PDF map; the office phone is editable, community name and company are required (each then restored)', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await signInAs('community@example.com', '/account?tab=1');
  await test.step('Guest Users, the community details and the office phone; axe at 1280 and 390; a guest preference survives a reload (then restored)', async () => {
    const card = accountCard(page);
    await expect(card.getByText('Guest Users', { exact: true })).toBeVisible();
    await expect(card.getByText('Guest Board Member')).toBeVisible();
    await expect(card.getByText('Oak Management')).toBeVisible();
    await expect(card.getByText('Oak Hollow')).toBeVisible();
    await expect(card.getByText('Community Manager')).toBeVisible();
    await expect(card.getByRole('link', { name: '5125550100' })).toBeVisible();
    await expect(card.getByText('Office, primary')).toBeVisible();
    const community = page.getByRole('region', { name: 'Community Info' });
    await expect(community.getByText('Townhomes, Detached')).toBeVisible();
    await expect(community.getByText('101-350')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Guest Notification Preferences' })).toBeVisible();
    await expectNoAxeViolations();
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations();

    // The Edit Guest Users modal (the commercial words of Edit Authorized Users), at both widths.
    await page.getByRole('button', { name: 'Add Guest Users' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit Guest Users' })).toBeVisible();
    await expect(dialog(page).getByRole('textbox', { name: 'Guest 1' })).toHaveValue('Guest Board Member');
    await expectNoAxeViolations();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);

    // A guest-only save (the PUT alone, which the notification-preferences UI model does not drive).
    const guestBox = () =>
      page
        .getByRole('table', { name: 'Which notifications your guests receive, by email and by text' })
        .getByRole('checkbox', { name: 'Service Complete by text' });
    await expect(guestBox()).not.toBeChecked();
    await tick(guestBox());
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(SAVED).first()).toBeVisible();
    await page.reload();
    await expect(guestBox()).toBeChecked();
    await tick(guestBox());
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(SAVED).first()).toBeVisible();
    await page.reload();
    await expect(guestBox()).not.toBeChecked();
  });
  await test.step('Edit Community Information: a renamed non-PDF is refused, a PDF map saves and its link shows (then restored)', async () => {
    const community = page.getByRole('region', { name: 'Community Info' });
    await expect(community.getByText('No boundary map uploaded.')).toBeVisible();
    await community.getByRole('button', { name: 'Update Map' }).click();
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { name: 'Edit Community Information' })).toBeVisible();
    // Opened by Update Map: the upload button has the focus.
    await expect(modal.getByRole('button', { name: 'Upload boundary map (PDF)' })).toBeFocused();
    await expectNoAxeViolations();

    const input = modal.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'map.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('PK\u0003\u0004 a zip'),
    });
    await expect(modal.getByText('Unsupported Format')).toBeVisible();

    // A house type already chosen is not offered again; the rules of Save.
    await modal.getByRole('button', { name: 'Add house type' }).click();
    const third = modal.getByRole('combobox', { name: 'House type 3' });
    await expect(third.locator('option:not([disabled])')).toHaveText(['Condo', 'Apartment']);
    await modal.getByRole('button', { name: 'Remove house type 3' }).click();
    const save = modal.getByRole('button', { name: 'Save Changes' });
    await modal.getByRole('textbox', { name: 'City' }).fill('');
    await expect(save).toBeDisabled();
    await expect(
      modal.getByText('Choose at least one house type and enter the full sample address to save.'),
    ).toBeVisible();
    await modal.getByRole('textbox', { name: 'City' }).fill('Austin');
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations();
    await page.setViewportSize({ width: 1280, height: 900 });

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    await input.setInputFiles({ name: 'boundary.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(modal.getByText('New map: boundary.pdf')).toBeVisible();
    await expect(modal.getByText('Unsupported Format')).toHaveCount(0);
    await save.click();
    await expect(page.getByText(SAVED).first()).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const link = community.getByRole('link', { name: 'Download boundary map (PDF)' });
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toMatch(/^data:application\/pdf;base64,JVBERi0/);

    // Put the demo community back: no boundary map.
    const list = (await (
      await page.request.get('/api/v1/crm/commercial-community/', {
        headers: { Authorization: `token ${await token(page)}` },
        params: {
          user__uuid: await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').user.uuid),
        },
      })
    ).json()) as { results: { uuid: string }[] };
    const uuid = list.results[0]?.uuid ?? '';
    await api(page, 'PUT', `crm/commercial-community/${uuid}/`, { uuid, community_boundary_map: null });
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Community Info' }).getByText('No boundary map uploaded.'),
    ).toBeVisible();
  });
  await test.step('the office phone is editable; community name and company are required (then restored)', async () => {
    await openEdit(page);
    const type = dialog(page).getByRole('combobox', { name: 'Phone 1 type' });
    await expect(type).toHaveValue('office');
    await expect(type.locator('option')).toHaveText(['Home Phone', 'Mobile', 'Office']);
    await expect(dialog(page).getByRole('combobox', { name: 'Your role in the community' })).toHaveValue(
      'community_manager',
    );
    const save = dialog(page).getByRole('button', { name: 'Save Changes' });
    const name = dialog(page).getByRole('textbox', { name: 'Community name' });
    await name.fill('');
    await name.blur();
    await expect(dialog(page).getByText('Community name is required')).toBeVisible();
    await expect(save).toBeDisabled();
    await name.fill('Oak Hollow');
    const company = dialog(page).getByRole('textbox', { name: 'Management company' });
    await company.fill(' ');
    await company.blur();
    await expect(dialog(page).getByText('Management company is required')).toBeVisible();
    await expect(save).toBeDisabled();
    await company.fill('Oak Management');
    await expectNoAxeViolations();
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations();
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog(page).getByRole('textbox', { name: 'Phone 1' }).fill('5125550111');
    await saveAndClose(page);
    await expect(accountCard(page).getByRole('link', { name: '5125550111' })).toBeVisible();
    await expect(accountCard(page).getByText('Office, primary')).toBeVisible();

    await openEdit(page);
    await dialog(page).getByRole('textbox', { name: 'Phone 1' }).fill('5125550100');
    await saveAndClose(page);
    await expect(accountCard(page).getByRole('link', { name: '5125550100' })).toBeVisible();
  });
});
