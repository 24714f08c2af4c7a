// Faults at every call of /getquote's step 1 (tests/support/faults.ts). The quote
// makes one call, POST pricing-calculator (src/flows/quote/actors.ts), after each settled burst of
// changes. It writes nothing (a price is computed, no record is kept), so `records` is left out.
// The route's loader also prefetches CHECK OUT's read of the start days (and, signed in, the user):
// step 1 never shows them; a failed prefetch is dropped and the checkout step reads again and shows
// its own failure, so those calls are faulted with the checkout's.
import { messages } from '../../../src/domain/messages';
import { defineFaultSuite } from '../../support/faults';
import type { UiContext } from '../../support/ui-model-types';
import { expect, test, tick } from '../support';

// Each test prices its own page's quote (nothing is written), so the tests need no order and no worker
// of their own: they spread over the free workers.
test.describe.configure({ mode: 'parallel' });

const summary = ({ page }: UiContext) => page.getByRole('region', { name: 'Service Summary' });
const continueButton = (ui: UiContext) => summary(ui).getByRole('button', { name: 'Continue' });

defineFaultSuite('quote', [
  [
    {
      call: 'price the quote',
      method: 'POST',
      path: /^\/pricing-calculator\/$/,
      reach: async (ui) => {
        await ui.seedArea('weekly');
        await ui.page.goto('/getquote');
        await tick(ui.page.getByRole('radio', { name: 'Town House' }));
        await expect(summary(ui).getByText('Choose your options to see your price.')).toBeVisible();
      },
      // The last answer the price needs: 400 ms later the price is asked for.
      send: async (ui) => {
        await tick(ui.page.getByRole('radio', { name: '2', exact: true }));
      },
      pending: async (ui) => {
        await expect(summary(ui).getByText('Calculating your price…')).toBeVisible();
        await expect(summary(ui).getByTestId('quote-total')).toHaveCount(0);
        await expect(continueButton(ui)).toHaveAttribute('aria-disabled', 'true');
      },
      // Pressing Continue while the price is outstanding asks for nothing and stays on the step. It is
      // pressable though announced unavailable (aria-disabled, which Playwright waits out unless forced).
      again: async (ui) => {
        await continueButton(ui).click({ force: true });
        await continueButton(ui).click({ force: true });
        await expect(ui.page.getByRole('heading', { level: 1 })).toHaveText('Customize your quote');
      },
      failed: async (ui) => {
        // The generic toast (spec 1 §8) and, in the summary, what happened and the way out.
        await expect(
          ui.page
            .getByRole('region', { name: 'Notifications' })
            .getByText(messages.somethingWentWrong, { exact: true })
            .first(),
        ).toBeVisible();
        await expect(summary(ui).getByText(messages.priceFailedRetry)).toBeVisible();
        await expect(summary(ui).getByTestId('quote-total')).toHaveCount(0);
        await expect(continueButton(ui)).toHaveAttribute('aria-disabled', 'true');
        // The choices are kept.
        await expect(ui.page.getByRole('radio', { name: 'Town House' })).toBeChecked();
        await expect(ui.page.getByRole('radio', { name: '2', exact: true })).toBeChecked();
      },
      retry: async (ui) => {
        await summary(ui).getByRole('button', { name: 'Try again' }).click();
      },
      done: async (ui) => {
        await expect(summary(ui).getByTestId('quote-total')).toHaveText(/^\$\d/, { timeout: 20_000 });
        await expect(summary(ui).getByRole('button', { name: 'Try again' })).toHaveCount(0);
        await expect(continueButton(ui)).not.toHaveAttribute('aria-disabled');
      },
    },
  ],
]);
