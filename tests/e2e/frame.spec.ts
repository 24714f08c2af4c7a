import type { Locator, Page } from '@playwright/test';
import { test, expect, describeAt, PHONE_VIEWPORT } from './support';
import { unpaidInvoice } from './ui-model/pay-server';

// One test for the page's frame at the project's 1280 px: each step loads / afresh.
test('the frame at 1280 px: the header, the logo and favicon, the footer', async ({ page, request }) => {
  // Two tests of the default 120 s each ran here.
  test.setTimeout(240_000);
  await test.step('the header: marketing links, search, contact bar and Sign In', async () => {
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
  await test.step('the logo and favicon are SVG, the frame shows no emoji or symbol glyphs, the footer is in columns', async () => {
    await page.goto('/');
    const brand = page.getByRole('link', { name: 'Yardwise home', exact: true });
    await expect(brand.locator('svg')).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
    for (const landmark of [page.locator('header'), page.locator('footer')]) {
      expect(await landmark.innerText()).not.toMatch(GLYPHS);
    }
    const footer = page.locator('footer');
    const tops: { x: number; y: number; width: number; height: number }[] = [];
    for (const name of ['Company', 'Services', 'Follow us']) {
      tops.push((await footer.getByRole('heading', { name }).boundingBox())!);
    }
    expect(new Set(tops.map((b) => Math.round(b.y))).size).toBe(1);
    expect(tops[0]!.x).toBeLessThan(tops[1]!.x);
    expect(tops[1]!.x).toBeLessThan(tops[2]!.x);
    const quote = (await footer.getByRole('link', { name: 'Free Quote' }).boundingBox())!;
    expect(quote.x + quote.width).toBeLessThanOrEqual(tops[0]!.x);
  });
});

test('guards: /account without a session goes to /login; /login with one goes to /account', async ({
  page,
  signInAs,
}) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  // A real session (the account page reads the account; a made-up key would be answered 401 → /login).
  await signInAs('customer@example.com', '/login');
  await expect(page).toHaveURL(/\/account(\?tab=\d)?$/);
  await expect(page.getByText('Welcome, Casey')).toBeVisible();
});

test('an unmatched path shows the home screen; /pay hides the navigation', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take back your backyard!');
  await page.goto('/pay');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay your invoice');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test("a slow next screen: the page says it is busy and a bar shows the next screen is coming; then the new screen's heading has the focus", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  // The email step's code is held until the page has been looked at.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/services-screen-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('27601');
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await expect(page).toHaveURL(/\/services$/);
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('aria-busy', 'true');
  const bar = main.getByRole('progressbar', { name: 'Loading the next page' });
  // Seen once the wait is long enough to notice (--delay-appear, as the spinners), then growing.
  await expect(bar).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take back your backyard!');
  await expectNoAxeViolations();

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hooray!');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy');
});

// Frame and brand: the logo and favicon, one header row from 1024 px, the menu button only on a phone,
// the footer in columns.
const LONG_NAME = 'Maximiliana-Konstantina Bartholomew';
const GLYPHS = /[\u2600-\u27BF\u{1F300}-\u{1FAFF}☰×✕✓]/u;

/** Every item of the header bar sits on one line, side by side without overlapping, inside the window. */
async function expectOneRow(page: Page, items: Locator[]) {
  const boxes: { name: string; x: number; y: number; width: number; height: number }[] = [];
  for (const item of items) {
    const box = await item.boundingBox();
    expect(box, String(item)).not.toBeNull();
    boxes.push({ name: String(item), ...box! });
  }
  const middle = (b: (typeof boxes)[number]) => b.y + b.height / 2;
  const first = boxes[0]!;
  const width = page.viewportSize()!.width;
  for (const b of boxes) {
    expect(Math.abs(middle(b) - middle(first)), b.name).toBeLessThanOrEqual(4);
    expect(b.x + b.width, b.name).toBeLessThanOrEqual(width);
  }
  boxes.sort((a, b) => a.x - b.x);
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1]!, boxes[i]!];
    expect(a.x + a.width, `${a.name} overlaps ${b.name}`).toBeLessThanOrEqual(b.x + 0.5);
  }
}

const barItems = (page: Page, account: string[]) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  return [
    page.getByRole('link', { name: 'Yardwise home', exact: true }),
    ...['About Us', 'Residential Services', 'Commercial Services', 'Products'].map((name) =>
      nav.getByRole('link', { name }),
    ),
    nav.getByRole('searchbox', { name: 'Search' }),
    ...account.map((name) => page.getByRole(name === 'Sign Out' ? 'button' : 'link', { name, exact: true })),
  ];
};

// One page for both widths: each step loads / signed out afresh (the step before removes the session it made up).
test('at 1280 and 1024 px the header is one row signed out and signed in, without the menu button; a long name is cut, whole in its title', async ({
  page,
  expectNoAxeViolations,
}) => {
  // Two tests of the default 120 s each ran here.
  test.setTimeout(240_000);
  for (const width of [1280, 1024])
    await test.step(`at ${width} px the header is one row signed out and signed in, without the menu button; a long name is cut, whole in its title`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expectOneRow(page, barItems(page, ['Sign In']));
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      const search = page.getByRole('navigation', { name: 'Main' }).getByRole('searchbox', { name: 'Search' });
      const searchWidth = async () => (await search.boundingBox())!.width;
      // Signed out, from 1280 px the search field is wide enough to read.
      if (width >= 1280) expect(await searchWidth()).toBeGreaterThanOrEqual(140);

      await page.evaluate((first_name) => {
        const user = { first_name, last_name: 'Doe', email: 'jo@example.com', uuid: 'u', zip_codes: [], roles: [] };
        localStorage.setItem('session', JSON.stringify({ key: 'k', email: 'jo@example.com', user }));
      }, LONG_NAME);
      await page.reload();
      const welcome = page.getByText(`Welcome, ${LONG_NAME}`);
      await expect(welcome).toHaveAttribute('title', `Welcome, ${LONG_NAME}`);
      expect(await welcome.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await expectOneRow(page, [...barItems(page, ['My Account', 'Sign Out']), welcome]);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

      // Signed in, from 1280 px the field gives the greeting room but still shows its placeholder (6rem at
      // least); below, a magnifier that opens over the links on focus.
      if (width >= 1280) expect(await searchWidth()).toBeGreaterThanOrEqual(96);
      else {
        expect(await searchWidth()).toBeLessThanOrEqual(40);
        await search.focus();
        await expect.poll(searchWidth).toBeGreaterThanOrEqual(140);
      }
      await expectNoAxeViolations();
      await page.evaluate(() => localStorage.removeItem('session'));
    });
});

// The greeting shows a first name whole from 1024 px up: the demo customer's, and names up to 11 letters
// (a longer one is cut, whole in the title, above). The header stays one row beside it. One sign-in: each
// width stores the session as the sign-in did (the names tried below rewrite it) and loads the account afresh.
test('at 1440, 1280 and 1024 px the greeting shows a first name of sensible length whole', async ({
  page,
  signInAs,
}) => {
  // Three tests of the default 120 s each ran here.
  test.setTimeout(360_000);
  await signInAs('customer@example.com', '/favicon.svg');
  const signedIn = (await page.evaluate(() => localStorage.getItem('session'))) ?? '';
  for (const width of [1440, 1280, 1024]) {
    await test.step(`at ${width} px the greeting shows a first name of sensible length whole`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/favicon.svg');
      await page.evaluate((session) => localStorage.setItem('session', session), signedIn);
      await page.goto('/account?tab=0');
      for (const name of ['Casey', 'Alexandria', 'Christopher']) {
        if (name !== 'Casey') {
          await page.evaluate((first_name) => {
            const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { user: { first_name: string } };
            session.user.first_name = first_name;
            localStorage.setItem('session', JSON.stringify(session));
          }, name);
          await page.reload();
        }
        const welcome = page.locator('header').getByText(`Welcome, ${name}`, { exact: true });
        await expect(welcome).toBeVisible();
        await expect(welcome).toHaveAttribute('title', `Welcome, ${name}`);
        expect(await welcome.evaluate((el) => el.scrollWidth - el.clientWidth), name).toBeLessThanOrEqual(0);
        await expectOneRow(page, [...barItems(page, ['My Account', 'Sign Out']), welcome]);
      }
    });
  }
});

// iOS Safari zooms the page when a form control under 16 px takes focus: at 390 px every input, select and
// textarea of the main screens (public and signed in, the drawer and the account's modals) is 16 px or more.
/** Every input, select and textarea of the page (hidden inputs apart) under 16 px, and how many were measured. */
async function expectControlsAtLeast16px(page: Page, where: string) {
  const { count, small } = await page.evaluate(() => {
    const all = [...document.querySelectorAll('input, select, textarea')].filter(
      (el) => el.getAttribute('type') !== 'hidden',
    );
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''}#${el.id}`;
    return {
      count: all.length,
      small: all
        .map((el) => ({ el, size: parseFloat(getComputedStyle(el).fontSize) }))
        .filter(({ size }) => size < 16)
        .map(({ el, size }) => `${describe(el)}: ${size}px`),
    };
  });
  expect(count, `${where}: form controls measured`).toBeGreaterThan(0);
  expect(small, where).toEqual([]);
}

describeAt('at 390 px', PHONE_VIEWPORT, () => {
  // One test for the public screens at 390 px: each step loads / afresh.
  test('the drawer, the footer, and form controls of 16 px or more on the public screens', async ({
    page,
    expectNoAxeViolations,
    seedArea,
    reachCheckout,
    request,
  }) => {
    // Three tests of 120 s each ran here.
    test.setTimeout(360_000);
    await test.step('the drawer opens from the menu button, holds the links and closes with Escape', async () => {
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
    await test.step('the footer stacks: the brand and Free Quote above the link columns, Follow us below them', async () => {
      await page.goto('/');
      const footer = page.locator('footer');
      const quote = (await footer.getByRole('link', { name: 'Free Quote' }).boundingBox())!;
      const company = (await footer.getByRole('heading', { name: 'Company' }).boundingBox())!;
      const follow = (await footer.getByRole('heading', { name: 'Follow us' }).boundingBox())!;
      expect(quote.y + quote.height).toBeLessThanOrEqual(company.y);
      expect(company.y).toBeLessThan(follow.y);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    });
    await test.step('form controls are 16 px or more on the public screens and in the drawer', async () => {
      await page.goto('/');
      await expectControlsAtLeast16px(page, '/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search' })).toBeVisible();
      await expectControlsAtLeast16px(page, 'the drawer');
      await page.keyboard.press('Escape');
      await page.goto('/login');
      await expectControlsAtLeast16px(page, '/login');
      await seedArea();
      for (const path of ['/services', '/subscription', '/getquote', '/commercial']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectControlsAtLeast16px(page, path);
      }
      await reachCheckout(true);
      await expectControlsAtLeast16px(page, 'checkout');
      const { link } = await unpaidInvoice(request);
      await page.goto(link);
      await expect(page.getByRole('textbox', { name: 'Card Number' })).toBeVisible();
      await expectControlsAtLeast16px(page, '/pay');
    });
  });

  // One sign-in for the account at 390 px: the form controls' part loads each tab afresh.
  test("the greeting is in the drawer, whole; form controls are 16 px or more on the account's tabs and modals", async ({
    page,
    signInAs,
  }) => {
    // Two tests of 120 s each ran here.
    test.setTimeout(240_000);
    await test.step('the greeting is in the drawer, whole', async () => {
      await signInAs('customer@example.com', '/account?tab=0');
      await page.getByRole('button', { name: 'Menu' }).click();
      const welcome = page.getByRole('dialog', { name: 'Menu' }).getByText('Welcome, Casey', { exact: true });
      await expect(welcome).toBeVisible();
      expect(await welcome.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    });
    await test.step("form controls are 16 px or more on the account's tabs and modals", async () => {
      const settled = () => expect(page.locator('.section-loading')).toHaveCount(0, { timeout: 15_000 });
      for (const tab of [0, 1, 2, 3, 4, 5, 6]) {
        await page.goto(`/account?tab=${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await settled();
        await expectControlsAtLeast16px(page, `/account?tab=${tab}`);
      }
      await page.goto('/account?tab=1');
      await settled();
      await page.getByRole('button', { name: 'Edit account information' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Account Information' })).toBeVisible();
      await expectControlsAtLeast16px(page, 'Edit Account Information');
      await page.goto('/account?tab=4');
      await settled();
      await page.getByRole('button', { name: 'Add another credit card' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Credit Card' }).getByLabel('Card Number')).toBeVisible();
      await expectControlsAtLeast16px(page, 'Add Credit Card');
      await page.goto('/account?tab=6');
      await settled();
      await page.getByRole('button', { name: 'Add New Ticket' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Ticket' })).toBeVisible();
      await expectControlsAtLeast16px(page, 'Add New Ticket');
    });
  });
});
