import { test, expect } from './support';

test('the header: marketing links, search, contact bar and Sign In', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['About Us', 'Residential Services', 'Commercial Services', 'Products']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Questions? Contact Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Free Quote' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await expect(page).toHaveTitle(/Sign in/);
});

test('guards: /account without a session goes to /login; /login with one goes to /account', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await page.evaluate(() =>
    localStorage.setItem(
      'session',
      JSON.stringify({
        key: 'k',
        email: 'jo@example.com',
        user: {
          first_name: 'Jo',
          last_name: 'Doe',
          email: 'jo@example.com',
          uuid: 'u',
          zip_codes: [],
          roles: ['customer'],
        },
      }),
    ),
  );
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Welcome, Jo')).toBeVisible();
});

test('an unmatched path shows the home screen; /pay hides the navigation', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take back your backyard!');
  await page.goto('/pay');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay your invoice');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the drawer opens from the menu button, holds the links and closes with Escape', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();
  });
});

for (const path of ['/', '/login']) {
  test(`axe-core finds no violations on ${path}`, async ({ page, expectNoAxeViolations }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations();
  });
}
