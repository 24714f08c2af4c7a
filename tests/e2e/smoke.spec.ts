import { test, expect } from './support';

test('the built app loads the home screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take back your backyard!');
});
