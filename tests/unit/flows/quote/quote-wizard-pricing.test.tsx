// @vitest-environment jsdom
// The quote screen's pricing: the real /getquote wizard (form, Service Summary, Continue) on the real
// quote machine, priced by the reference server's own pricing engine (server/services/pricing.ts with
// the demo tables) behind a fake API, so what the summary shows is what the server charges. Real 400 ms
// price debounces with userEvent are slow under load: 60 s per test.
import '../../ui/jsdom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceRequest } from '../../../../machines/quote/quote.schema';
import type { PriceRange } from '../../../../machines/shared/types';
import type { Frequency } from '../../../../src/domain/enums';
import { QuoteWizard } from '../../../../src/flows/quote/quote-wizard';
import { fakeApi } from '../../../support/fake-api';
import { chooseTownhouseOneDog, enterCoupon, quoteArea } from './quote-screen-kit';
import { calculatePrice as priceQuote, DEMO_BASE_PRICES } from '../../../../server/services/pricing';
import type { Coupon, OfficePricing } from '../../../../server/services/pricing';

const office: OfficePricing = {
  basePrices: DEMO_BASE_PRICES,
  additionalAreaCents: 300,
  annualPrepayDiscount: 10,
  salesTaxBp: 725,
  addOns: [{ uuid: '00000000-0000-4000-8000-0000000000a1', name: 'Take waste away', costCents: 200, isActive: true }],
};
const COUPONS: Record<string, Coupon> = {
  SAVE5: { code: 'SAVE5', kind: 'amount_per_visit', value: 500, expiresOn: null },
  WELCOME10: { code: 'WELCOME10', kind: 'percent_first_visit', value: 10, expiresOn: null },
};

/** The reference server's answer to POST /pricing-calculator/, from its own engine and demo tables. */
function priceAnswer(body: unknown): { status: number; body: unknown } {
  const input = body as PriceRequest;
  if (input.is_prepaid && input.prepay_months !== 6 && input.prepay_months !== 12)
    return { status: 400, body: { prepay_months: ['Choose 6 or 12 months to prepay.'] } };
  const coupon = input.coupon_code ? (COUPONS[input.coupon_code] ?? null) : null;
  const out = priceQuote(office, input, coupon, '2026-11-22');
  return out.ok ? { status: 200, body: out.price } : { status: 400, body: out.errors };
}

let api = fakeApi({});

function Harness({
  initialFrequency = 'weekly',
  priceRange = null,
}: {
  initialFrequency?: Frequency;
  priceRange?: PriceRange | null;
}) {
  return (
    <api.wrapper>
      <QuoteWizard
        area={quoteArea}
        initialFrequency={initialFrequency}
        priceRange={priceRange}
        renderCheckout={({ quote }) => <p data-testid="checkout-step">{JSON.stringify(quote.selections)}</p>}
      />
    </api.wrapper>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  api = fakeApi({ 'POST /pricing-calculator/': (r) => priceAnswer(r.body) });
});

const priceRequests = () =>
  api.calls.filter((r) => r.path === '/pricing-calculator/').map((r) => r.body as PriceRequest);
const continueButton = () => within(summary()).getByRole('button', { name: 'Continue' });

afterEach(cleanup);

const summary = () => screen.getByRole('region', { name: 'Service Summary' });

/** A town house with one dog, priced, and `code` applied. */
async function quoteWithCoupon(code: string) {
  const user = userEvent.setup();
  render(<Harness />);
  await chooseTownhouseOneDog(user, 'quote-per-visit');
  await enterCoupon(user, code);
  await waitFor(() => expect(screen.getByTestId('quote-coupon-applied').textContent).toContain(code), {
    timeout: 3000,
  });
  return user;
}

/** The Service Summary's row names, top to bottom, and where the price per visit stands among them. */
function summaryRows() {
  const rows = within(summary())
    .getAllByRole('term')
    .map((dt) => dt.textContent);
  return { rows, pricePerVisit: rows.findIndex((r) => r?.startsWith('Price per visit')) };
}

const continueDisabled = () =>
  continueButton().hasAttribute('disabled') || continueButton().getAttribute('aria-disabled') === 'true';

describe('SAVE5 lowers the price per visit', { timeout: 60_000 }, () => {
  it('SAVE5 shows $10.00 per visit (5.00 off every visit), and the prepay options include it', async () => {
    const user = await quoteWithCoupon('SAVE5');
    await waitFor(() => expect(screen.getByTestId('quote-per-visit').textContent).toBe('$10.00'));
    expect(screen.getByTestId('quote-total').textContent).toBe('$10.00');
    // The coupon row is part of the per-visit price, above it, and says so.
    const { rows, pricePerVisit } = summaryRows();
    expect(rows.indexOf('Coupon SAVE5 (every visit)')).toBeGreaterThan(-1);
    expect(rows.indexOf('Coupon SAVE5 (every visit)')).toBeLessThan(pricePerVisit);
    expect(screen.getByTestId('quote-coupon-savings').textContent).toBe('-$5.00');
    expect(screen.getByTestId('quote-coupon-applied').textContent).toContain('you save $5.00 on every visit');
    // 12 months weekly: 52 × 10.00 = 520.00, 10% = 52.00 saved; 468.00 + 7.25% tax = 501.93.
    await user.click(screen.getByRole('switch', { name: 'Prepay and save' }));
    await user.click(screen.getByRole('radio', { name: /Total for 1 year/ }));
    await waitFor(() => expect(screen.getByTestId('quote-prepay-total').textContent).toBe('$501.93'));
    expect(screen.getByRole('radio', { name: /Total for 1 year/ }).closest('label')?.textContent).toContain(
      'Save $52.00 (10%)',
    );
    expect(screen.getByRole('radio', { name: /6 months/ }).closest('label')?.textContent).toContain('Save $13.00 (5%)');
  });

  it('a first-visit coupon (WELCOME10) leaves the price per visit and comes off the first visit', async () => {
    await quoteWithCoupon('WELCOME10');
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$13.50'));
    expect(screen.getByTestId('quote-per-visit').textContent).toBe('$15.00');
    const { rows, pricePerVisit } = summaryRows();
    expect(rows.indexOf('Coupon WELCOME10')).toBeGreaterThan(pricePerVisit);
  });
});

describe('prepay on requires a period', { timeout: 60_000 }, () => {
  it('prepay on without a period: Continue disabled, the period is asked for, no is_prepaid request without months', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await chooseTownhouseOneDog(user, 'quote-per-visit');
    expect(continueDisabled()).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Prepay and save' }));
    const period = screen.getByRole('radiogroup', { name: /Prepay period/ });
    expect(within(period).getByText('Choose 6 or 12 months to prepay.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('quote-per-visit').textContent).toBe('$15.00'), { timeout: 3000 });
    expect(continueDisabled()).toBe(true);
    await user.click(continueButton());
    expect(screen.queryByTestId('checkout-step')).toBeNull();
    expect(priceRequests().some((r) => r.is_prepaid && r.prepay_months === null)).toBe(false);
    await user.click(screen.getByRole('radio', { name: /6 months/ }));
    await waitFor(() => expect(screen.getByTestId('quote-prepay-total').textContent).toBe('$397.36'), {
      timeout: 3000,
    });
    expect(within(period).queryByText('Choose 6 or 12 months to prepay.')).toBeNull();
    await user.click(continueButton());
    expect(JSON.parse(screen.getByTestId('checkout-step').textContent ?? '{}')).toMatchObject({
      prepay: true,
      prepayMonths: 6,
    });
  });
});

describe('4+ with an exact number of 3 or less is cleared', { timeout: 60_000 }, () => {
  it('4+ with 2 is cleared when the box is left, the summary never says 4 dogs; 6 prices 6 dogs', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Town House' }));
    await user.click(screen.getByRole('radio', { name: '4+' }));
    const exact = screen.getByRole('textbox', { name: /Exact number of dogs/ }) as HTMLInputElement;
    await user.type(exact, '2');
    await user.tab();
    expect(exact.value).toBe('');
    expect(screen.getByText('Pet count is required')).toBeTruthy();
    expect(within(summary()).queryByText(/^\d+ dogs?$/)).toBeNull();
    expect(within(summary()).getByText('4+ dogs')).toBeTruthy();
    expect(priceRequests().some((r) => r.is_extra_pet)).toBe(false);
    await user.type(exact, '6');
    await waitFor(() => expect(screen.getByTestId('quote-per-visit').textContent).toBe('$25.00'), { timeout: 3000 });
    expect(within(summary()).getByText('6 dogs')).toBeTruthy();
    expect(priceRequests().at(-1)).toMatchObject({ pet_count: 4, is_extra_pet: true, extra_pet_count: 6 });
    await user.tab();
    expect(exact.value).toBe('6');
  });
});

describe('quote messages after the field was touched or Continue tried, never before', { timeout: 60_000 }, () => {
  it('choosing 4+ or Just Once opens the question without a message', async () => {
    const user = userEvent.setup();
    render(<Harness initialFrequency="once" />);
    await user.click(screen.getByRole('radio', { name: 'Town House' }));
    await user.click(screen.getByRole('radio', { name: '4+' }));
    expect(screen.getByRole('textbox', { name: /Exact number of dogs/ })).toBeTruthy();
    expect(screen.queryByText('Pet count is required')).toBeNull();
    expect(screen.queryByText('Last cleaned is required')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.click(screen.getByRole('radio', { name: 'Just Once' }));
    expect(screen.queryByText('Last cleaned is required')).toBeNull();
    expect(screen.queryByText('Frequency is required')).toBeNull();
    expect(screen.queryByText('Property type is required')).toBeNull();
  });

  it('Continue tried shows every missing message and focuses the first; the Other area too', async () => {
    const user = userEvent.setup();
    render(<Harness initialFrequency="once" />);
    await user.click(screen.getByRole('radio', { name: 'Town House' }));
    await user.click(screen.getByRole('radio', { name: '4+' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.queryByText('Describe the other area')).toBeNull();
    expect(continueButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(continueButton());
    expect(screen.queryByTestId('checkout-step')).toBeNull();
    expect(screen.getByText('Pet count is required')).toBeTruthy();
    expect(screen.getByText('Last cleaned is required')).toBeTruthy();
    expect(screen.getByText('Describe the other area')).toBeTruthy();
    expect(screen.queryByText('Frequency is required')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Exact number of dogs/ }));
    // Answering each clears its message; then Continue goes on.
    await user.type(screen.getByRole('textbox', { name: /Exact number of dogs/ }), '5');
    await user.click(screen.getByRole('radio', { name: '2 to 6 weeks' }));
    await user.type(screen.getByRole('textbox', { name: /Other area/ }), 'Side gate');
    expect(screen.queryByText('Pet count is required')).toBeNull();
    expect(screen.queryByText('Last cleaned is required')).toBeNull();
    expect(screen.queryByText('Describe the other area')).toBeNull();
    await waitFor(() => expect(continueButton().getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
    await user.click(continueButton());
    expect(JSON.parse(screen.getByTestId('checkout-step').textContent ?? '{}')).toMatchObject({
      petCount: '4+',
      extraPetCount: 5,
      otherAreaText: 'Side gate',
    });
  });
});

describe('the frequency price range from /subscription', { timeout: 60_000 }, () => {
  it('Every Other Week shows its default range 12 to 47 until the quote is priced, and only for that frequency', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initialFrequency="bi_monthly"
        priceRange={{ frequency: 'bi_monthly', min_price: '12', max_price: '47' }}
      />,
    );
    expect(screen.getByTestId('quote-price-range').textContent).toBe('Every Other Week: $12.00 to $47.00 per visit');
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.queryByTestId('quote-price-range')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Every Other Week' }));
    expect(screen.getByTestId('quote-price-range')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Town House' }));
    await user.click(screen.getByRole('radio', { name: '1' }));
    await waitFor(() => expect(screen.getByTestId('quote-per-visit').textContent).toBe('$20.00'), { timeout: 3000 });
    expect(screen.queryByTestId('quote-price-range')).toBeNull();
  });
});

describe('offline while pricing', { timeout: 60_000 }, () => {
  it("a failed price offers 'Try again', and the browser coming back online retries by itself", async () => {
    const user = userEvent.setup();
    let offline = true;
    api = fakeApi({
      'POST /pricing-calculator/': (r) => {
        if (offline) throw new TypeError('Failed to fetch');
        return priceAnswer(r.body);
      },
    });
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Town House' }));
    await user.click(screen.getByRole('radio', { name: '1' }));
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    expect(screen.getByText(/We could not calculate a price/)).toBeTruthy();
    const failedCalls = priceRequests().length;
    // 'Try again' while still offline: one more request, still failed.
    await user.click(tryAgain);
    await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    expect(priceRequests().length).toBe(failedCalls + 1);
    // Back online: the price comes without any change by the user.
    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('quote-per-visit').textContent).toBe('$15.00'), { timeout: 3000 });
    expect(priceRequests().length).toBe(failedCalls + 2);
    // Online again while priced: nothing is sent.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(priceRequests().length).toBe(failedCalls + 2);
  });
});
