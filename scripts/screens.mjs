// `npm run screens`: a picture of every screen and key state, for a reviewer to see the whole product
// at a glance. Builds the app, starts the production server on a fresh in-memory database (as
// `npm start` does, scripts/lib/serve.mjs), drives Chromium through each screen at 1280 and 390 px and
// writes `docs/screens/<name>-<width>.png` (full page) plus `docs/screens/README.md` (the index).
// Not part of `npm test`: it judges nothing; people look at the pictures. A state that cannot be
// reached is listed as missing and makes the script exit 1, so a broken flow is not silently skipped.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { areaSessionStorage, launchChromium, seedStorage, signedInLocalStorage } from './lib/app-state.mjs';
import { prepareBuild, ROOT, startServer } from './lib/serve.mjs';
import { ACCOUNT_SHOTS } from './lib/screens-account.mjs';
import { COMMERCIAL_SHOTS } from './lib/screens-commercial.mjs';
import { PAY_SHOTS } from './lib/screens-pay.mjs';
import { onScreen, settled } from './lib/screens-steps.mjs';

// SCREENS_OUT writes elsewhere (a scratch look that is not committed); SCREENS_ONLY=home,checkout takes the shots
// whose names start with one of the given words.
const OUT = process.env.SCREENS_OUT ? path.resolve(process.env.SCREENS_OUT) : path.join(ROOT, 'docs', 'screens');
const ONLY = process.env.SCREENS_ONLY?.split(',').filter(Boolean);
const WIDTHS = [1280, 390];

/** Ticks a react-aria radio or checkbox by its visible label (the input itself is visually hidden). */
const tick = (locator) => locator.locator('xpath=ancestor::label[1]').click();

/** /getquote with every choice made, priced. */
async function pricedQuote(page) {
  await tick(page.getByRole('radio', { name: 'Weekly', exact: true }));
  await tick(page.getByRole('radio', { name: 'Town House' }));
  await tick(page.getByRole('radio', { name: '2', exact: true }));
  await tick(page.getByRole('radio', { name: '2 to 6 weeks' }));
  await tick(page.getByRole('checkbox', { name: 'Front Yard' }));
  await page.getByText('Total for first visit').filter({ visible: true }).first().waitFor();
}

/** From a priced quote to step 2 (on a phone Continue opens the price sheet first). */
async function toCheckout(page, width) {
  await pricedQuote(page);
  if (width < 500) {
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  } else {
    await page.getByRole('region', { name: 'Service Summary' }).getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Check out' }).waitFor();
}

/** Fills step 2 with a manual address, the first open start day and the sandbox card, then places the order. */
async function toDogInfo(page, width) {
  const card = '4111111111111111';
  await toCheckout(page, width);
  await page.getByRole('textbox', { name: 'Address' }).fill('100 Fayetteville St');
  await page.getByRole('textbox', { name: 'City' }).fill('Raleigh');
  await page.getByRole('combobox', { name: 'State' }).first().selectOption({ label: 'North Carolina' });
  await page.getByRole('button', { name: 'Choose a start date' }).click();
  await page
    .getByRole('dialog', { name: 'Available start dates' })
    .locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])')
    .first()
    .click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(`shot-${width}-${card.slice(-4)}-${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone number 1' }).fill('9195550100');
  await page.getByRole('checkbox', { name: 'Email', exact: true }).check({ force: true });
  await page.getByRole('textbox', { name: 'Card Number' }).fill(card);
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('textbox', { name: 'Expiry month (MM)' }).fill('12');
  await page.getByRole('textbox', { name: 'Expiry year (YYYY)' }).fill('2030');
  await page.getByRole('checkbox', { name: /authorize you to charge my card/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /accept the terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Checkout', exact: true }).last().click();
  await page.getByRole('heading', { level: 1, name: 'Tell us about your dogs' }).waitFor({ timeout: 20_000 });
}

/**
 * Every shot: a name, what the browser needs stored first ('area', 'session'), the path, and the
 * steps that bring the screen into the state to picture.
 */
const SHOTS = [
  { name: 'home', path: '/' },
  {
    name: 'home-zip-invalid',
    path: '/',
    steps: async (page) => {
      await page.getByRole('textbox', { name: 'ZIP code' }).fill('276');
      await page.keyboard.press('Tab');
      await page.getByText('Your ZIP code is invalid.').waitFor();
    },
  },
  {
    name: 'home-unserved',
    path: '/',
    steps: async (page) => {
      await page.getByRole('textbox', { name: 'ZIP code' }).fill('99999');
      await page.getByRole('button', { name: 'Check Availability' }).click();
      await page.getByRole('heading', { level: 1, name: 'Doggone it!' }).waitFor();
    },
  },
  { name: 'services', path: '/services', needs: 'area' },
  {
    name: 'services-errors',
    path: '/services',
    needs: 'area',
    steps: async (page) => {
      await page
        .getByRole('button', { name: /continue/i })
        .first()
        .click();
      await page.locator('.field__error').first().waitFor();
    },
  },
  { name: 'subscription', path: '/subscription', needs: 'area' },
  ...onScreen({ path: '/getquote', needs: 'area' }, [
    { name: 'quote' },
    {
      // Every Other Week before a price: the spec's default range 12 to 47 (the price bar shows it at 390 px).
      name: 'quote-every-other-week',
      steps: async (page, width) => {
        await tick(page.getByRole('radio', { name: 'Every Other Week', exact: true }));
        await page.getByTestId(width < 500 ? 'quote-bar-range' : 'quote-price-range').waitFor();
      },
    },
    { name: 'quote-priced', steps: pricedQuote },
    { name: 'checkout', steps: (page, width) => toCheckout(page, width) },
    {
      name: 'checkout-errors',
      steps: async (page, width) => {
        await toCheckout(page, width);
        await page.getByRole('button', { name: 'Checkout', exact: true }).last().click();
        await page.locator('.field__error').first().waitFor();
      },
    },
    {
      name: 'checkout-date-picker',
      fullPage: false,
      steps: async (page, width) => {
        await toCheckout(page, width);
        const open = page.getByRole('group', { name: 'Preferred start date' }).getByRole('button').first();
        await open.scrollIntoViewIfNeeded();
        await open.click();
        await page.getByRole('dialog').first().waitFor();
      },
    },
    {
      name: 'quote-price-bar',
      widths: [390],
      fullPage: false,
      steps: async (page) => {
        await pricedQuote(page);
        await page.getByRole('button', { name: /Total for first visit/ }).click();
      },
    },
    {
      name: 'quote-review-sheet',
      widths: [390],
      fullPage: false,
      steps: async (page) => {
        await pricedQuote(page);
        await page.getByRole('button', { name: 'Continue' }).first().click();
        await page.getByRole('dialog', { name: 'Review your quote' }).waitFor();
      },
    },
    {
      name: 'quote-exit-modal',
      fullPage: false,
      steps: async (page) => {
        await pricedQuote(page);
        await page.getByRole('link', { name: 'Yardwise home' }).click();
        await page.getByRole('alertdialog').waitFor();
      },
    },
    { name: 'doginfo', steps: toDogInfo },
    {
      name: 'registration',
      steps: async (page, width) => {
        await toDogInfo(page, width);
        await page.getByRole('group', { name: 'Dog 1' }).getByRole('textbox', { name: 'Name' }).fill('Rex');
        await page.getByRole('group', { name: 'Dog 2' }).getByRole('textbox', { name: 'Name' }).fill('Luna');
        await page.getByRole('button', { name: 'Save and continue' }).click();
        await page.getByLabel('Confirm Password', { exact: true }).waitFor();
      },
    },
  ]),
  { name: 'login', path: '/login' },
  {
    name: 'login-wrong-password',
    path: '/login',
    steps: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill('customer@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'forgot-password',
    path: '/login',
    steps: async (page) => {
      await page.getByRole('button', { name: 'Forgot Password' }).click();
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: /password/i })
        .waitFor();
    },
  },
  { name: 'reset-password', path: '/reset-password/demo-token?uid=demo' },
  ...ACCOUNT_SHOTS,
  ...COMMERCIAL_SHOTS,
  ...PAY_SHOTS,
  {
    name: 'drawer',
    path: '/',
    widths: [390],
    fullPage: false,
    steps: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

const build = prepareBuild();
const server = await startServer(build.dir);
const browser = await launchChromium();
const written = [];
const missing = [];
try {
  const area = await areaSessionStorage(browser, server.url);
  const session = await signedInLocalStorage(server.url);
  const community = await signedInLocalStorage(server.url, 'community@example.com');
  // A partial run (SCREENS_ONLY) replaces its own pictures and keeps the others.
  if (!ONLY) rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const shot of SHOTS.filter((s) => !ONLY || ONLY.some((word) => s.name.startsWith(word)))) {
    for (const width of shot.widths ?? WIDTHS) {
      const file = `${shot.name}-${width}.png`;
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      try {
        await seedStorage(context, {
          session: shot.needs === 'area' ? area : {},
          local: shot.needs === 'session' ? session : shot.needs === 'community' ? community : {},
        });
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        await page.goto(`${server.url}${shot.path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        // The account page's tab content is a lazy chunk with its own reads: wait until nothing is loading.
        if (shot.needs === 'session' || shot.needs === 'community') await settled(page);
        if (shot.steps) await shot.steps(page, width);
        // Let transitions and toasts settle; fonts are the system's, so nothing else is pending.
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(OUT, file), fullPage: shot.fullPage ?? true, animations: 'disabled' });
        written.push(file);
        process.stdout.write(`  ${file}\n`);
      } catch (error) {
        // What the page showed when the state was not reached, for whoever fixes the steps.
        const failed = path.join(tmpdir(), `screens-failed-${file}`);
        await context
          .pages()[0]
          ?.screenshot({ path: failed, fullPage: true })
          .catch(() => {});
        missing.push(`${file}: ${String(error?.message ?? error).split('\n')[0]} (page as it was: ${failed})`);
        process.stdout.write(`  ✗ ${file}\n`);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  build.cleanup();
}

const index = [
  '# Screens',
  '',
  'Written by `npm run screens` (scripts/screens.mjs): the production build on a fresh in-memory database,',
  'each screen and key state at 1280 and 390 px. Regenerate after a visual change; do not edit by hand.',
  '',
  '| screen | 1280 px | 390 px |',
  '|---|---|---|',
  ...SHOTS.map((s) => {
    const cell = (w) =>
      readdirSync(OUT).includes(`${s.name}-${w}.png`) ? `![${s.name} ${w}](${s.name}-${w}.png)` : '–';
    return `| ${s.name} | ${cell(1280)} | ${cell(390)} |`;
  }),
  '',
];
writeFileSync(path.join(OUT, 'README.md'), index.join('\n'));
console.log(`\nwrote ${written.length} screenshots to ${path.relative(ROOT, OUT)}/`);
if (missing.length > 0) {
  console.error(`missing ${missing.length}:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
