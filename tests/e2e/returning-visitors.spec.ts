// The mailbox is the proof (design.md §8), in the browser: a quote emailed from one browser opens on an
// empty one at 390 px with every answer and the same price, and is ordered, registered and signed in
// there; a community wizard left at step 2 gets one reminder when the worker's clock is moved 61 minutes,
// and its link opens step 2 on another device; the seeded leads, from a fresh browser, are mailed a link
// by the email step and finish online. Few, long tests: each walks a whole return.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, tick, uniqueEmail } from './support';
import { fillCheckoutCard, fillCommunityAddress, fillCommunityContact, OAK_PARK } from './forms';

const OUTBOX_KEY = 'e2e-outbox-key';
const PHONE = { width: 390, height: 844 };

interface Mail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

/** Every mail to `email`, through all pages of the outbox (reminder passes mail every abandoned draft of the server). */
async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const all: Mail[] = [];
  for (let offset = 0; ; offset += 200) {
    const res = await request.get(`/api/v1/dev/outbox/?key=${OUTBOX_KEY}&limit=200&offset=${offset}`);
    expect(res.status()).toBe(200);
    const page = (await res.json()) as { results: Mail[]; next: string | null };
    all.push(...page.results);
    if (!page.next) break;
  }
  return all.filter((m) => m.to === email.toLowerCase());
}

/** The newest resume link mailed to `email` (waiting for it: the mail is written by the request itself). */
async function resumeLink(request: APIRequestContext, email: string): Promise<{ mail: Mail; path: string }> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(request, email)).find((m) => m.link?.includes('/resume/'));
      return Boolean(found);
    })
    .toBe(true);
  const mail = found as Mail;
  return { mail, path: new URL(mail.link as string).pathname };
}

/** The email step ('Hooray!') for a visitor of ZIP 27601. */
async function emailStep(page: Page, email: string, type: 'Residential' | 'COMMUNITY') {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hooray!');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('Yard Sign');
  await page.locator('.radio-card', { hasText: type }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** On a 390 px phone: the quote's review sheet, then checkout, dog details, registration and sign-in. */
async function orderOnPhone(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Review your quote' });
  await sheet.getByRole('region', { name: 'Service Summary' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check out');
  await page.getByRole('textbox', { name: 'Address' }).fill('100 Fayetteville St');
  await page.getByRole('textbox', { name: 'City' }).fill('Raleigh');
  await page.getByRole('combobox', { name: 'State' }).first().selectOption({ label: 'North Carolina' });
  await page.getByRole('button', { name: 'Choose a start date' }).click();
  await page
    .getByRole('dialog', { name: 'Available start dates' })
    .locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])')
    .first()
    .click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Return');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number 1' }).fill('9195550100');
  await page.getByRole('checkbox', { name: 'Email', exact: true }).check({ force: true });
  await fillCheckoutCard(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/doginfo$/, { timeout: 30_000 });
  for (const [i, name] of ['Rex', 'Luna'].entries())
    await page
      .getByRole('group', { name: `Dog ${i + 1}` })
      .getByRole('textbox', { name: 'Name' })
      .fill(name);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/registration$/, { timeout: 20_000 });
  await page.getByLabel('Password', { exact: true }).fill('Return123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Return123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  // The URL changes before the login screen's code has come: until its heading shows, 'Password' is
  // still registration's field, and a password typed there is gone when the login form mounts.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Return123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account(\?tab=\d)?$/, { timeout: 20_000 });
  // Signed in: the session the sign-in stored is this address's.
  const session = await page.evaluate(
    () => JSON.parse(localStorage.getItem('session') ?? 'null') as { email?: string } | null,
  );
  expect(session?.email).toBe(email);
}

/** An empty browser at 390 px (no storage of the first one). */
async function phone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL });
  return { context, page: await context.newPage() };
}

test('another device at 390 px: a quote emailed from one browser opens on an empty one with every answer and the same price, and is ordered, registered and signed in there', async ({
  page,
  browser,
  baseURL,
  seedArea,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('resume-quote');
  await seedArea('weekly');
  await emailStep(page, email, 'Residential');
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('button', { name: 'Get Started with Weekly' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customize your quote');
  await tick(page.getByRole('radio', { name: 'Detached less than 0.5 acres' }));
  await tick(page.getByRole('radio', { name: '2', exact: true }));
  await tick(page.getByRole('radio', { name: '2 to 6 weeks' }));
  await tick(page.getByRole('checkbox', { name: 'Back Yard' }));
  // The button's code is held until the price shows, to see what its arrival moves.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/assets/email-quote-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await tick(page.getByRole('checkbox', { name: 'Front Yard' }));
  await page.getByRole('textbox', { name: /Cleaning notes/ }).fill('Gate code 4321');
  const summary = page.getByRole('region', { name: 'Service Summary' });
  await expect(summary.getByTestId('quote-total')).toBeVisible();
  const cont = summary.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeEnabled();
  const enabledAt = (await cont.boundingBox())?.y;
  release();
  await expect(summary.getByRole('button', { name: 'Email me this quote' })).toBeVisible();
  // Continue stays where it was when it became enabled: a click aimed at it then is not lost.
  expect((await cont.boundingBox())?.y).toBe(enabledAt);
  const total = (await summary.getByTestId('quote-total').textContent())?.trim() ?? '';
  const perVisit = (await summary.getByTestId('quote-per-visit').textContent())?.trim() ?? '';
  await summary.getByRole('button', { name: 'Email me this quote' }).click();
  await expect(summary.getByRole('status').filter({ hasText: "We've emailed you this quote" })).toBeVisible();

  // The mail: plain, short, the business name and the price shown.
  const { mail, path } = await resumeLink(request, email);
  expect(mail.subject).toBe(`Your Yardwise quote: ${perVisit} a visit`);
  expect(mail.body).toContain(`${perVisit} a visit (${total} for the first visit)`);
  expect(mail.body).toContain('Yardwise');

  // Another device, nothing of the first in its storage.
  const other = await phone(browser, baseURL);
  try {
    const p = other.page;
    await p.goto(path);
    await expect(p).toHaveURL(/\/getquote$/, { timeout: 20_000 });
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('Customize your quote');
    await expect(p.getByRole('radio', { name: 'Weekly', exact: true })).toBeChecked();
    await expect(p.getByRole('radio', { name: 'Detached less than 0.5 acres' })).toBeChecked();
    await expect(p.getByRole('radio', { name: '2', exact: true })).toBeChecked();
    await expect(p.getByRole('radio', { name: '2 to 6 weeks' })).toBeChecked();
    await expect(p.getByRole('checkbox', { name: 'Back Yard' })).toBeChecked();
    await expect(p.getByRole('checkbox', { name: 'Front Yard' })).toBeChecked();
    await expect(p.getByRole('textbox', { name: /Cleaning notes/ })).toHaveValue('Gate code 4321');
    await expect(p.getByTestId('quote-bar-total')).toHaveText(total);
    // This device holds its own visitor key; the first browser's no longer reaches the lead.
    const key = await p.evaluate(() => sessionStorage.getItem('visitor_key'));
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toBe(await page.evaluate(() => sessionStorage.getItem('visitor_key')));
    await orderOnPhone(p, email);
  } finally {
    await other.context.close();
  }
});

test('abandoned: a community wizard left at step 2 gets exactly one reminder when the clock moves 61 minutes; its link opens step 2 with every answer on another device at 390 px, and the first browser is told it was used', async ({
  page,
  browser,
  baseURL,
  seedArea,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('resume-hoa');
  await seedArea('weekly');
  await emailStep(page, email, 'COMMUNITY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your community');
  await fillCommunityContact(page, OAK_PARK);
  await fillCommunityAddress(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us how we can help you');
  await page.getByRole('checkbox', { name: 'I would like more information only' }).check({ force: true });
  // The entries reach the server a moment after the last change (PUT resume/draft/).
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/resume/draft/') && r.request().method() === 'PUT' && r.status() === 200,
  );
  await page.getByRole('textbox', { name: 'Additional comments' }).fill('Call after 5');
  await saved;

  // Nothing before the hour; at +61 minutes exactly one reminder, and passes after it send no other.
  // A pass claims at most 20 due jobs, oldest first, and this worker's server holds the drafts of every
  // test it ran before: each clock is drained (passes until one claims nothing), so this draft's job is
  // surely among those done.
  const drain = async (minutes: number) => {
    for (let pass = 0; pass < 100; pass++) {
      const res = await request.get(`/api/v1/dev/jobs/run/?key=${OUTBOX_KEY}&advance_minutes=${minutes}`);
      expect(res.status()).toBe(200);
      if (((await res.json()) as { claimed: number }).claimed === 0) return;
    }
    throw new Error(`jobs still due at +${minutes} minutes after 100 passes`);
  };
  await drain(30);
  expect(await mailsTo(request, email)).toHaveLength(0);
  for (const minutes of [61, 61, 90, 240]) await drain(minutes);
  const reminders = await mailsTo(request, email);
  expect(reminders).toHaveLength(1);
  expect(reminders[0]?.subject).toBe('Your Yardwise community enquiry');
  expect(reminders[0]?.body).toContain('No more reminders: ');

  const other = await phone(browser, baseURL);
  try {
    const p = other.page;
    await p.goto(new URL(reminders[0]?.link as string).pathname);
    await expect(p).toHaveURL(/\/commercial$/, { timeout: 20_000 });
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('Tell us how we can help you');
    await expect(p.getByRole('checkbox', { name: 'I would like more information only' })).toBeChecked();
    await expect(p.getByRole('textbox', { name: 'Additional comments' })).toHaveValue('Call after 5');
    await p.getByRole('button', { name: /Step 1/ }).click();
    await expect(p.getByRole('textbox', { name: 'Community name' })).toHaveValue('Oak Park');
    await expect(p.getByRole('textbox', { name: 'Management company' })).toHaveValue('Oak Management');
    await p.getByRole('button', { name: 'Next' }).click();
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('Tell us how we can help you');
    await p.getByRole('button', { name: 'Submit' }).click();
    await expect(p).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(p.getByText(/Thank you! We have your enquiry/)).toBeVisible();
  } finally {
    await other.context.close();
  }
  // The link was used on the phone: the first browser is told so, and may ask for a new one.
  await page.goto(new URL(reminders[0]?.link as string).pathname);
  await expect(page.getByRole('alert')).toHaveText(
    'This link was already opened on another device. Each link opens on one device only.',
  );
});

test('the seeded leads, from a fresh browser: the email step mails them a link that restores their flow, and they finish online', async ({
  page,
  browser,
  baseURL,
  seedArea,
  request,
}) => {
  test.setTimeout(240_000);
  await seedArea('weekly');
  // lead@example.com: residential; the email step says only that a link was sent.
  await emailStep(page, 'lead@example.com', 'Residential');
  await expect(
    page.getByRole('status').filter({ hasText: "We've emailed you a link to continue where you left off." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  const { path } = await resumeLink(request, 'lead@example.com');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(path);
  await expect(page).toHaveURL(/\/subscription$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Get Started with Weekly' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customize your quote');
  await tick(page.getByRole('radio', { name: 'Town House' }));
  await tick(page.getByRole('radio', { name: '2', exact: true }));
  await tick(page.getByRole('checkbox', { name: 'Back Yard' }));
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('quote-bar-total')).toBeVisible();
  await orderOnPhone(page, 'lead@example.com');

  // communitylead@example.com: its community quote opens in the wizard of another fresh browser and is sent.
  const hoa = await phone(browser, baseURL);
  try {
    const p = hoa.page;
    await p.goto('/');
    await p.getByRole('textbox', { name: 'ZIP code' }).fill('27601');
    await p.getByRole('button', { name: 'Check Availability' }).click();
    await expect(p).toHaveURL(/\/services$/);
    await emailStep(p, 'communitylead@example.com', 'COMMUNITY');
    await expect(
      p.getByRole('status').filter({ hasText: "We've emailed you a link to continue where you left off." }),
    ).toBeVisible();
    const link = await resumeLink(request, 'communitylead@example.com');
    await p.goto(link.path);
    await expect(p).toHaveURL(/\/commercial$/, { timeout: 20_000 });
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('Tell us about your community');
    await expect(p.getByRole('textbox', { name: 'Email' })).toHaveValue('communitylead@example.com');
    await fillCommunityContact(p, {
      first: 'Corey',
      last: 'Lead',
      company: 'Hill Management',
      role: 'Board Member',
      phone: '5125550100',
      contactBy: 'Email',
      community: 'Hill Park',
    });
    await fillCommunityAddress(p);
    await p.getByRole('button', { name: 'Next' }).click();
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('Tell us how we can help you');
    await p.getByRole('checkbox', { name: 'I would like more information only' }).check({ force: true });
    await p.getByRole('button', { name: 'Submit' }).click();
    await expect(p).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(p.getByText(/Thank you! We have your enquiry/)).toBeVisible();
  } finally {
    await hoa.context.close();
  }
});
