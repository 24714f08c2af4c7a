// The subscription machine's paths through the real /subscription screen (docs/decisions/006), for
// the Raleigh office's area seeded as the ZIP screen stores it.
import { subscriptionMachine } from '../../../machines/subscription/subscription.machine';
import { SUBSCRIPTION_CARD_ORDER } from '../../../machines/subscription/subscription.schema';
import { FREQUENCY_LABELS } from '../../../src/domain/enums';
import { subscriptionFixtures } from '../../model/subscription.fixtures';
import { areaFixture } from '../../support/fixtures';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { injected, server, serverFor } from '../../support/ui-model-types';
import type { Executors, StateAssertions, UiContext } from '../../support/ui-model-types';
import { expect } from '../support';

type M = typeof subscriptionMachine;

const question = ({ page }: UiContext) =>
  page.getByRole('heading', { name: 'How often do you need your yard cleaned?' });
const getStarted = ({ page }: UiContext) => page.getByRole('button', { name: /^Get Started with / });

const executors = {
  'subscription.select': async ({ page }, event) =>
    page.getByRole('button', { name: `Get Started with ${FREQUENCY_LABELS[event.frequency]}` }).click(),
  'subscription.retry': async ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
  'xstate.done.actor.loadPriceRanges': (output) =>
    output.kind === 'loaded'
      ? server()
      : serverFor('an office the server does not know answers 404', {
          url: (u) => new URL(u.pathname.replace(/field-office\/[^/]+\//, 'field-office/unknown-office/'), u),
        }),
  'xstate.error.actor.loadPriceRanges': () => injected.abort('a network failure: the server always answers'),
} satisfies Executors<M>;

const states = {
  starting: 'transient',
  loading: async (ui) => {
    await expect(question(ui)).toBeVisible();
    await expect(ui.page.getByRole('status').filter({ hasText: 'Loading prices' })).toBeAttached();
    await expect(getStarted(ui)).toHaveCount(0);
  },
  ready: async (ui) => {
    await expect(question(ui)).toBeVisible();
    await expect(getStarted(ui)).toHaveCount(SUBSCRIPTION_CARD_ORDER.length);
    for (const button of await getStarted(ui).all()) await expect(button).toBeEnabled();
    await expect(ui.page.getByText(/^starting at \$\d/)).toHaveCount(SUBSCRIPTION_CARD_ORDER.length);
  },
  failed: async (ui, { context }) => {
    const alert = ui.page.getByRole('alert').filter({ has: ui.page.getByRole('button', { name: 'Try again' }) });
    for (const line of context.errors) await expect(alert.getByText(line, { exact: true })).toBeVisible();
    await expect(getStarted(ui)).toHaveCount(0);
  },
  chosen: async (ui, { context }) => {
    await expect(ui.page).toHaveURL(/\/getquote$/);
    // The chosen card's frequency goes with the visitor (acquisition store) to /getquote.
    const stored = await ui.page.evaluate(() => JSON.parse(sessionStorage.getItem('acq.price_range') ?? 'null'));
    expect(stored).toMatchObject({ frequency: context.chosen?.frequency });
  },
  redirected: async (ui) => {
    await expect(ui.page).toHaveURL(/\/$/);
  },
} satisfies StateAssertions<M>;

defineUiModelSuite('subscription', subscriptionMachine, {
  inputs: [
    {
      name: 'area stored',
      input: { area: areaFixture },
      open: async (ui) => {
        await ui.seedArea();
        await ui.page.goto('/subscription');
      },
    },
  ],
  // The flow's fixtures, with a frequency the demo office prices and the server's own refusal.
  fixtures: {
    ...subscriptionFixtures,
    'subscription.select': [{ type: 'subscription.select', frequency: 'monthly' }],
    'xstate.done.actor.loadPriceRanges': [
      {
        type: 'xstate.done.actor.loadPriceRanges',
        output: { kind: 'loaded', ranges: [{ frequency: 'monthly', min_price: '15.00', max_price: '28.00' }] },
      },
      { type: 'xstate.done.actor.loadPriceRanges', output: { kind: 'invalid', errors: ['Not found.'] } },
    ],
  },
  // The route's loader starts the same read (the machine shares it through the query cache): one request.
  calls: { loadPriceRanges: { method: 'GET', path: /^\/field-office\/[^/]+\/frequency-pricing-range\/$/ } },
  executors,
  states,
  excluded: {
    'subscription.starting [always 1]':
      "the route's guard (requireArea) sends a visitor without an area to / before the view mounts: the machine's own redirect is never reached in the browser",
    'subscription.redirected': 'reached only through the excluded no-area redirect (above)',
  },
  axeVariant: ({ context }) => (context.errors.length > 0 ? 'errors' : ''),
});
