// A visitor on a slow phone types into the prerendered / and /login before the JavaScript has arrived:
// the page's scripts are held back (Playwright routing) while a person types, then released. What was
// typed must count once the app has started: the buttons it enables, Remember me, the password's
// show/hide, and the request it sends.
import type { Page } from '@playwright/test';
import { test, expect, describeAt } from './support';

/** Holds every script of the app until the returned release is called; resolves once the first is held. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const firstHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held();
    await released;
    await route.continue();
  });
  return { release, firstHeld };
}

/**
 * Opens `path` with the scripts held: the prerendered HTML paints, nothing runs. (Through the frame:
 * the suite's page.goto waits for the app, which cannot start while its scripts are held.)
 */
async function openHeld(page: Page, baseURL: string | undefined, path: string) {
  const scripts = await holdScripts(page);
  await page.mainFrame().goto(new URL(path, baseURL).href, { waitUntil: 'commit' });
  await scripts.firstHeld;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return scripts;
}

/** As a person types: key by key, 80 ms apart. */
const TYPING = { delay: 80 };

const notStarted = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
const started = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 20_000 });

for (const width of [1280, 390])
  describeAt(`at ${width} px`, { width, height: 844 }, () => {
    test('a ZIP typed on / before the JavaScript arrives enables Check Availability and is the one checked', async ({
      page,
      baseURL,
    }) => {
      const scripts = await openHeld(page, baseURL, '/');
      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.click();
      await zip.pressSequentially('27601', TYPING);
      await notStarted(page);
      scripts.release();
      await started(page);
      await expect(zip).toHaveValue('27601');
      // Without another key press: the machine has the ZIP.
      const check = page.getByRole('button', { name: 'Check Availability' });
      await expect(check).toBeEnabled();
      const lookup = page.waitForRequest((r) => r.url().includes('addressable_zip_codes__contains=27601'));
      await check.click();
      await lookup;
      await expect(page).toHaveURL(/\/services$/, { timeout: 15_000 });
    });

    test('/login: email, password and Remember me entered before the JavaScript arrives all count', async ({
      page,
      baseURL,
      context,
    }) => {
      const scripts = await openHeld(page, baseURL, '/login');
      const email = page.getByRole('textbox', { name: 'Email' });
      const password = page.getByLabel('Password', { exact: true });
      await email.click();
      await email.pressSequentially('customer@example.com', TYPING);
      await password.click();
      await password.pressSequentially('Password1', TYPING);
      await page.getByText('Remember me').click();
      await notStarted(page);
      scripts.release();
      await started(page);

      await expect(email).toHaveValue('customer@example.com');
      await expect(password).toHaveValue('Password1');
      await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
      const login = page.getByRole('button', { name: 'Login' });
      await expect(login).toBeEnabled();
      // Show reveals what was typed (the field renders the machine's value, not an empty one).
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(password).toHaveValue('Password1');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(password).toHaveAttribute('type', 'password');
      await expect(password).toHaveValue('Password1');

      const sent = page.waitForRequest((r) => r.url().endsWith('/auth/login/') && r.method() === 'POST');
      await login.click();
      expect((await sent).postDataJSON()).toMatchObject({ email: 'customer@example.com', password: 'Password1' });
      await expect(page).toHaveURL(/\/account/, { timeout: 15_000 });
      // Remember me counted: the email is remembered.
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'remember_email')?.value).toBe(encodeURIComponent('customer@example.com'));
    });

    test('/login with a remembered email (rendered afresh over the prerendered page): the password typed before the JavaScript arrives is kept', async ({
      page,
      baseURL,
      context,
    }) => {
      await context.addCookies([
        { name: 'remember_email', value: encodeURIComponent('customer@example.com'), url: baseURL ?? '' },
      ]);
      const scripts = await openHeld(page, baseURL, '/login');
      const password = page.getByLabel('Password', { exact: true });
      await password.click();
      await password.pressSequentially('Password1', TYPING);
      await notStarted(page);
      scripts.release();
      await started(page);

      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('customer@example.com');
      await expect(password).toHaveValue('Password1');
      await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/account/, { timeout: 15_000 });
    });
  });
