// Issue 9 (the acquisition flow as a new user tries it): the checkout, dog page, registration and
// login items, each test named after its item, in the built app against the reference server.
import { test, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { seedArea, tick } from './support';

/** Step 2 'CHECK OUT' of /getquote for ZIP 27601 (weekly, town house, 2 dogs, 2 to 6 weeks, front yard). */
async function reachCheckout(page: Page, request: APIRequestContext, mobile = false) {
  await seedArea(page, request);
  await page.goto('/getquote');
  await tick(page.getByRole('radio', { name: 'Town House' }));
  await tick(page.getByRole('radio', { name: '2', exact: true }));
  await tick(page.getByRole('radio', { name: '2 to 6 weeks' }));
  await tick(page.getByRole('checkbox', { name: 'Front Yard' }));
  if (mobile) {
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  } else {
    await page.getByRole('region', { name: 'Service Summary' }).getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check out');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
}

/** The texts an element's aria-describedby points at. */
const describedBy = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return (el?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
  }, selector);

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test(`issue 9 item 2: a failed Checkout focuses the first invalid field and brings it into view (${width} px)`, async ({ page, request }) => {
      await reachCheckout(page, request, width === 390);
      const checkout = page.getByRole('button', { name: 'Checkout' });
      await checkout.scrollIntoViewIfNeeded();
      await checkout.click();
      const address = page.getByRole('textbox', { name: 'Address' });
      await expect(address).toBeFocused();
      await expect(address).toBeInViewport();
      await expect(page.getByText('Address is required').first()).toBeInViewport();
      expect(await describedBy(page, 'input[name="service_address.address"]')).toContain('Address is required');

      // Fill the service address: the next invalid field (the start date) is the one brought into view.
      await address.fill('100 Fayetteville St');
      await page.getByRole('textbox', { name: 'City' }).fill('Raleigh');
      await page.getByRole('button', { name: /State/ }).first().click();
      await page.getByRole('option', { name: 'North Carolina' }).click();
      await checkout.scrollIntoViewIfNeeded();
      await checkout.click();
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('role', 'spinbutton');
      await expect(focused).toBeInViewport();
      await expect(page.getByText('Preferred start date is required')).toBeInViewport();
    });
  });
}

test("issue 9 item 13: the browser's Back on checkout returns to step 1 of /getquote, as the in-page Back does", async ({ page, request }) => {
  await seedArea(page, request);
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
