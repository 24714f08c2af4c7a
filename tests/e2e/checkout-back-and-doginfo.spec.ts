// The acquisition flow as a new user tries it: the browser's Back on checkout, the dog page's
// confirmation sidebar and its opening, in the built app against the reference server (a failed
// Checkout's focus: checkout.spec.ts).
import type { Page } from '@playwright/test';
import { test, expect, tick, describeAt, PHONE_VIEWPORT } from './support';

test("the browser's Back on checkout returns to step 1 of /getquote, as the in-page Back does", async ({
  page,
  seedArea,
}) => {
  await seedArea();
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Get Started with Weekly' }).click();
  await expect(page).toHaveURL(/\/getquote$/);
  await tick(page.getByRole('radio', { name: 'Town House' }));
  await tick(page.getByRole('radio', { name: '2', exact: true }));
  await tick(page.getByRole('radio', { name: '2 to 6 weeks' }));
  await tick(page.getByRole('checkbox', { name: 'Front Yard' }));
  const toCheckout = async () => {
    await page.getByRole('region', { name: 'Service Summary' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check out');
    // The step's form (a lazy chunk, which pushes the step's history entry) is on screen.
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
  };
  await toCheckout();

  await page.goBack();
  await expect(page).toHaveURL(/\/getquote$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customize your quote');
  await expect(page.getByRole('radio', { name: 'Town House' })).toBeChecked();

  // The in-page Back leaves no step-2 entry behind: one more browser Back is /subscription.
  await toCheckout();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customize your quote');
  await page.goBack();
  await expect(page).toHaveURL(/\/subscription$/);
});

/** What checkout leaves in the session for /doginfo (acquisitionStore.order()), seeded once per tab. */
async function seedOrder(page: Page, confirmation: Record<string, unknown> = {}) {
  const order = {
    id: '0b0b0b0b-1111-4222-8333-444444444444',
    is_enquiry: true,
    pet_count: 2,
    email: 'dana@example.com',
    user_key: null,
    first_name: 'Dana',
    hear_about_us: ['Truck'],
    confirmation: {
      card_last_four: '1111',
      billing_address: '1234 South Wilmington Street Apartment 56, Raleigh, NC 27601',
      frequency_label: 'Every Other Week',
      areas: [],
      property_type_label: 'Detached less than 0.5 acres',
      pet_count: 2,
      add_ons: [{ name: 'Take waste away', price: '$2.00' }],
      price_per_visit: '$1,017.00',
      one_time_charges: [{ label: 'Since last clean (Less than 2 weeks)', amount: '$0.00' }],
      since_last_clean_label: 'Less than 2 weeks',
      total_first_visit: '$1,017.00',
      coupon: { code: 'WELCOME10', savings: '$101.70' },
      prepay_total: '$12,345.67',
      ...confirmation,
    },
  };
  await page.addInitScript((o) => {
    if (!sessionStorage.getItem('acq.order')) sessionStorage.setItem('acq.order', JSON.stringify(o));
  }, order);
}

for (const width of [1280, 390])
  describeAt(`sidebar at ${width} px`, { width, height: 900 }, () => {
    test(`'Your Service Confirmed!' labels never wrap word by word, no label twice, 'None' for no areas (${width} px)`, async ({
      page,
    }) => {
      await seedOrder(page);
      await page.goto('/doginfo');
      const sidebar = page.getByRole('complementary', { name: 'Your Service Confirmed!' });
      await expect(sidebar).toBeVisible();
      // Lines of a label's text: the distinct tops of its text's line boxes (the grid cell may be taller).
      const rows = await sidebar.locator('dt').evaluateAll((dts) =>
        dts.map((dt) => {
          const range = document.createRange();
          range.selectNodeContents(dt);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          const words = (dt.textContent ?? '').trim().split(/\s+/).length;
          return { label: dt.textContent, value: dt.nextElementSibling?.textContent, lines, words };
        }),
      );
      for (const row of rows) {
        // Word by word is one line per word ('Billing address' on two lines): a short label keeps one
        // line; a long one may wrap, into at most two lines and never one per word.
        const short = (row.label ?? '').length <= 20;
        expect(row.lines, `${row.label} takes ${row.lines} lines`).toBeLessThanOrEqual(
          short ? 1 : Math.min(2, row.words - 1),
        );
      }
      expect(rows.find((r) => r.label === 'Total for first visit')?.lines).toBe(1);
      expect(rows.find((r) => r.label === 'Cleaning areas')?.value).toBe('None');
      expect(rows.filter((r) => (r.label ?? '').startsWith('Since last clean'))).toHaveLength(1);
      await expect(sidebar).not.toContainText('Since last clean: ');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

describeAt('dog page at 390 px', PHONE_VIEWPORT, () => {
  test('/doginfo says at the top that the order is placed and what comes next', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await seedOrder(page);
    await page.goto('/doginfo');
    const placed = page.getByRole('heading', { name: 'Your order is placed' });
    await expect(placed).toBeInViewport();
    await expect(page.getByRole('status').filter({ has: placed })).toContainText('Next, tell us about your dogs');
    await expect(page.getByRole('complementary', { name: 'Your Service Confirmed!' })).toBeAttached();
    await expectNoAxeViolations();
  });
});
