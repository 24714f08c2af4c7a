// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import '../../ui/jsdom-polyfills';
import { SubscriptionView } from '../../../../src/flows/subscription/subscription-view';
import { acquisitionStore } from '../../../../src/flows/shared/acquisition-store';
import { areaFixture } from '../../../support/fixtures';
import type { Handler } from '../../../support/fake-api';
import { renderScreen } from '../../../support/render-screen';
import { isolateScreenTests } from '../../../support/screen-isolation';

// The reference server's demo ranges (design §6): min = townhouse 1 dog, max = large lot 4 dogs.
const pricingRange = [
  { frequency: 'twice_weekly', min_price: '12.00', max_price: '23.00' },
  { frequency: 'weekly', min_price: '15.00', max_price: '28.00' },
  { frequency: 'bi_monthly', min_price: '20.00', max_price: '35.00' },
  { frequency: 'monthly', min_price: '35.00', max_price: '53.00' },
  { frequency: 'once', min_price: '89.00', max_price: '149.00' },
];
const ranges: Handler = () => ({ status: 200, body: { pricing_range: pricingRange } });

isolateScreenTests();

function setup(handlers: Record<string, Handler>, area: typeof areaFixture | null = areaFixture) {
  return renderScreen(handlers, (navigate) => <SubscriptionView navigate={navigate} area={area} />);
}

describe('Subscription screen', () => {
  it("welcomes to the area and shows the five cards in order, weekly highlighted with its badge, each 'starting at $min_price/visit'", async () => {
    const { requests } = setup({ [`GET /field-office/${areaFixture.uuid}/frequency-pricing-range/`]: ranges });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Yardwise of Raleigh,NC');
    expect(screen.getByText('How often do you need your yard cleaned?')).toBeTruthy();
    await screen.findByRole('button', { name: 'Get Started with Weekly' });
    const cards = screen.getAllByRole('listitem');
    const planCards = cards.filter((c) => c.classList.contains('plan-card'));
    expect(planCards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Twice Weekly',
      'Weekly',
      'Every Other Week',
      'Monthly',
      'Just Once',
    ]);
    expect(planCards.map((c) => within(c).getByText(/^starting at/).textContent)).toEqual([
      'starting at $12.00/visit',
      'starting at $15.00/visit',
      'starting at $20.00/visit',
      'starting at $35.00/visit',
      'starting at $89.00/visit',
    ]);
    expect(planCards[1]?.classList.contains('plan-card--highlighted')).toBe(true);
    expect(within(planCards[1] as HTMLElement).getByText('Special offer')).toBeTruthy();
    expect(screen.getAllByText('Special offer')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Get Started/ })).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'How service works' })).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('choosing weekly stores its range and goes to /getquote', async () => {
    const { user, navigate } = setup({ [`GET /field-office/${areaFixture.uuid}/frequency-pricing-range/`]: ranges });
    await user.click(await screen.findByRole('button', { name: 'Get Started with Weekly' }));
    expect(acquisitionStore.priceRange()).toEqual({ frequency: 'weekly', min_price: '15.00', max_price: '28.00' });
    expect(navigate).toHaveBeenCalledWith('/getquote');
  });

  it('every other week carries the default range 12 to 47', async () => {
    const { user, navigate } = setup({ [`GET /field-office/${areaFixture.uuid}/frequency-pricing-range/`]: ranges });
    await user.click(await screen.findByRole('button', { name: 'Get Started with Every Other Week' }));
    expect(acquisitionStore.priceRange()).toEqual({ frequency: 'bi_monthly', min_price: '12', max_price: '47' });
    expect(navigate).toHaveBeenCalledWith('/getquote');
  });

  it('without a stored area it redirects to / and loads nothing', async () => {
    const { navigate, requests } = setup({}, null);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(requests).toHaveLength(0);
  });

  it('a failed load shows the errors and retries', async () => {
    let calls = 0;
    const { user } = setup({
      [`GET /field-office/${areaFixture.uuid}/frequency-pricing-range/`]: (r) =>
        ++calls === 1 ? { status: 404, body: { detail: 'Not found.' } } : ranges(r),
    });
    // A `detail` message is shown without its key.
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain('Not found.');
    expect(alert).not.toContain('detail:');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Get Started with Monthly' })).toBeTruthy();
  });
});
