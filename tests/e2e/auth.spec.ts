// Sign-in, password reset, sign out (idle logout: session.ui-model.spec.ts), and the dog page → registration → login path
// (the screens of spec 1 §2 Login / Forgot / Set-new-password, spec 2 §2
// Dog page / Registration). axe-core: 0 violations on every screen visited. At 390 px, the phone
// journey (journey.spec.ts) scans /login and prerender-typing.spec.ts logs in from it.
import { postEnquiry } from './ui-model/placed-order';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, uniqueEmail } from './support';

const CUSTOMER = { email: 'customer@example.com', password: 'Password1' };
/** The webServer's OUTBOX_KEY (playwright.config.ts). */
const OUTBOX_KEY = 'e2e-outbox-key';
const unique = (tag: string) => uniqueEmail(`auth-${tag}`);

async function login(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A fresh customer account made through the API, so the demo accounts keep their passwords. */
async function registerCustomer(request: APIRequestContext, email: string, password: string) {
  const r = await request.post('/api/v1/auth/registration/', {
    data: { email, password1: password, password2: password, role: 'customer' },
  });
  expect(r.status()).toBe(201);
}

test('login as the demo customer goes to /account; the login screen has no axe violations', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await expect(page.getByText('We recommend Google Chrome')).toBeVisible();
  await expectNoAxeViolations();
  // Show/hide toggles the password's visibility.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await login(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL(/\/account(\?tab=\d)?$/);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
  expect(session.user.email).toBe(CUSTOMER.email);
  expect(typeof session.key).toBe('string');
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
});

test('Remember me keeps only the email; Sign Out revokes the token, clears storage and goes to /login', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByText('Remember me').click();
  await login(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL(/\/account(\?tab=\d)?$/);
  // The overview has read its cards (a read still out when the token is revoked answers 401, and the
  // reload that follows leaves the router's scroll record in sessionStorage).
  await expect(page).toHaveURL(/\/account\?tab=0$/);
  await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
  await expect(page.locator('.section-loading')).toHaveCount(0);
  const key = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null').key as string);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  // The server no longer accepts the old token.
  expect((await request.get('/api/v1/auth/user/', { headers: { Authorization: `token ${key}` } })).status()).toBe(401);

  // The email is back, the password is not; the password is nowhere in the browser's storage.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(CUSTOMER.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => `${c.name}=${decodeURIComponent(c.value)}`)).toEqual([`remember_email=${CUSTOMER.email}`]);
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
  );
  expect(stored).not.toContain(CUSTOMER.password);

  // Unchecking removes it.
  await page.getByText('Remember me').click();
  expect(await page.context().cookies()).toEqual([]);
});

test('(g) forgot password → the outbox link → set a new password → login', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const email = unique('reset');
  await registerCustomer(request, email, 'Password1');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const recover = page.getByRole('button', { name: 'Recover Password' });
  await expect(recover).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await expectNoAxeViolations();
  await recover.click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Your password reset information has been sent to your email.')).toBeVisible();
  await expectNoAxeViolations();

  // The outbox is readable only with its key (OUTBOX_KEY in playwright.config.ts); without it, 404.
  expect((await request.get('/api/v1/dev/outbox/')).status()).toBe(404);
  const outbox = (await (await request.get(`/api/v1/dev/outbox/?key=${OUTBOX_KEY}`)).json()) as {
    results: { to: string; link: string | null }[];
  };
  const link = outbox.results.find((m) => m.to === email)?.link;
  expect(link).toBeTruthy();
  const url = new URL(link as string);
  expect(url.pathname).toMatch(/^\/reset-password\/.+/);
  expect(url.searchParams.get('uid')).toBeTruthy();

  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  const guidelines = page.getByRole('list', { name: 'Password guidelines' });
  await expect(guidelines.getByRole('listitem')).toHaveText([
    /At least 8 characters/,
    /At least 1 uppercase letter/,
    /At least 1 number/,
  ]);
  const confirm = page.getByRole('button', { name: 'Confirm new password' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Choose Password', { exact: true }).fill('NewPassw0rd');
  await page.getByLabel('Confirm Password', { exact: true }).fill('NewPassw0rd');
  await expectNoAxeViolations();
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link works once: a second use shows the TOKEN: message.
  await page.goto(url.pathname + url.search);
  await page.getByLabel('Choose Password', { exact: true }).fill('OtherPassw0rd');
  await page.getByLabel('Confirm Password', { exact: true }).fill('OtherPassw0rd');
  await page.getByRole('button', { name: 'Confirm new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^TOKEN:/ })).toBeVisible();

  await page.goto('/login');
  await login(page, email, 'NewPassw0rd');
  await expect(page).toHaveURL(/\/account(\?tab=\d)?$/);
});

/** An enquiry placed through the API, as checkout would for a visitor (spec 2 §7). */
async function placeEnquiry(request: APIRequestContext, email: string) {
  const r = await postEnquiry(request, email);
  // The enquiry answers only its visitor's key: the page gets it as checkout would leave it.
  const visitorKey = r.headers()['x-visitor-key'];
  expect(visitorKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return {
    ...((await r.json()) as { uuid: string; pet_count: number; user: { key: string | null } }),
    visitorKey: visitorKey as string,
  };
}

test('dog page → registration → login', async ({ page, request, expectNoAxeViolations }) => {
  const email = unique('dogs');
  const enquiry = await placeEnquiry(request, email);
  expect(enquiry.user.key).toBeTruthy();
  const order = {
    id: enquiry.uuid,
    is_enquiry: true,
    pet_count: 2,
    email,
    user_key: enquiry.user.key,
    first_name: 'Dana',
    confirmation: {
      card_last_four: '1111',
      billing_address: '123 Main St, Raleigh, NC 27601',
      frequency_label: 'Weekly',
      areas: ['Back Yard'],
      property_type_label: 'Town House',
      pet_count: 2,
      add_ons: [],
      price_per_visit: '$17.00',
      one_time_charges: [],
      since_last_clean_label: null,
      total_first_visit: '$17.00',
      coupon: null,
      prepay_total: null,
    },
  };
  // What checkout leaves in the session (acquisitionStore.order() and the visitor key), seeded once per tab.
  await page.addInitScript(
    ({ o, key }) => {
      if (!sessionStorage.getItem('acq.order')) {
        sessionStorage.setItem('acq.order', JSON.stringify(o));
        sessionStorage.setItem('visitor_key', key);
      }
    },
    { o: order, key: enquiry.visitorKey },
  );

  // Without the flag, /registration sends the visitor home.
  await page.goto('/registration');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/doginfo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your dogs');
  const sidebar = page.getByRole('complementary', { name: 'Your Service Confirmed!' });
  await expect(sidebar).toContainText('ending in 1111');
  await expect(sidebar).toContainText('Weekly');
  const dogs = page.getByRole('group', { name: /^Dog \d$/ });
  await expect(dogs).toHaveCount(2);
  await expectNoAxeViolations();

  const dog1 = page.getByRole('group', { name: 'Dog 1' });
  await dog1.getByRole('textbox', { name: 'Name' }).fill('Rex');
  await dog1.getByRole('textbox', { name: 'Breed' }).fill('Beagle');
  await dog1.getByRole('textbox', { name: 'Birthday' }).pressSequentially('03142019');
  await expect(dog1.getByRole('textbox', { name: 'Birthday' })).toHaveValue('03/14/2019');
  await dog1.getByText('Friendly with people').click();
  const dog2 = page.getByRole('group', { name: 'Dog 2' });
  await dog2.getByRole('textbox', { name: 'Name' }).fill('Luna');
  const birthday2 = dog2.getByRole('textbox', { name: 'Birthday' });
  await birthday2.pressSequentially('13452020');
  await birthday2.blur();
  await expect(dog2.getByText('Invalid date')).toBeVisible();
  await birthday2.fill('');
  await birthday2.pressSequentially('07042021');
  await expect(dog2.getByText('Invalid date')).toHaveCount(0);
  await page.getByText('There is a doggy door').click();
  await page.getByRole('checkbox', { name: 'Search Engine' }).check({ force: true });
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  const register = page.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill('Doggie123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Doggie12');
  await page.getByLabel('Confirm Password', { exact: true }).blur();
  await expect(page.getByText('Your passwords need to match')).toBeVisible();
  await expect(register).toBeDisabled();
  await page.getByLabel('Confirm Password', { exact: true }).fill('Doggie123');
  await expectNoAxeViolations();
  await register.click();
  await expect(page.getByText('Registered Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Doggie123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account(\?tab=\d)?$/);

  // The enquiry holds the dog page's answers.
  const key = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null').key as string);
  const pets = (await (await request.get('/api/v1/pet/', { headers: { Authorization: `token ${key}` } })).json()) as {
    results: { name: string; birthday: string | null; is_friendly: boolean | null }[];
  };
  const rex = pets.results.find((p) => p.name === 'Rex');
  expect(rex?.birthday).toBe('2019-03-14');
  expect(rex?.is_friendly).toBe(true);
  expect(pets.results.find((p) => p.name === 'Luna')?.birthday).toBe('2021-07-04');
});
