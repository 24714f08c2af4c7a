// @vitest-environment jsdom
// The quote screen's messages of spec 1 §5 (Frequency, Property type, Pet count, Last cleaned) and
// §8 (the server's coupon message under the coupon box), shown by the real form and summary bound
// to the real quote machine with a test price actor.
import '../../ui/jsdom-polyfills';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { quoteMachine } from '../../../../machines/quote/quote.machine';
import type { PriceResult } from '../../../../machines/quote/quote.machine';
import type { PriceRequest } from '../../../../machines/quote/quote.schema';
import type { Area } from '../../../../machines/shared/types';
import type { Frequency } from '../../../../src/domain/enums';
import { QuoteActor } from '../../../../src/flows/quote/quote-context';
import { LargeLotModal } from '../../../../src/flows/quote/large-lot-modal';
import { QuoteForm } from '../../../../src/flows/quote/quote-form';
import { ServiceSummary } from '../../../../src/flows/quote/service-summary';
import { chooseTownhouseOneDog, enterCoupon, quoteArea } from './quote-screen-kit';

/** With a free add-on besides. */
const area: Area = {
  ...quoteArea,
  add_on: [
    ...quoteArea.add_on,
    {
      uuid: '00000000-0000-4000-8000-0000000000a2',
      name: 'Sanitizer',
      cost_per_visit: '0.00',
      priority: 2,
      is_active: true,
    },
  ],
};

const priced = (r: PriceRequest) => ({
  service_base_price: '15.00',
  cleaning_areas: { items: [], total_price: '0.00' },
  recurring_add_ons: { recurring_addon_items: [], total_recurring_addon_cost: '0.00' },
  frequency: r.frequency,
  total_price_per_service: '15.00',
  is_prepaid: false,
  prepay_months: null,
  prepay_price: null,
  prepay_savings: '0.00',
  prepay_price_after_coupon_discount: '0.00',
  prepay_tax: '0.00',
  net_payable_prepay_amount: '0.00',
  prepay_for_year: false,
  one_time_charges: { one_time_items: [], total_one_time_charge: '0.00', total_one_time_charge_before_coupon: '0.00' },
  total_price_for_first_visit: '15.00',
  coupon: { coupon_applied: false, coupon_code: null, savings: '0.00' },
  property_type: r.property_type,
  pet_count: r.pet_count,
});

/** Prices everything; a coupon other than GOOD is refused with the server's message. */
const calculatePrice = fromPromise<PriceResult, PriceRequest>(async ({ input }) =>
  input.coupon_code && input.coupon_code !== 'GOOD'
    ? { kind: 'couponRejected', message: 'This coupon has expired.' }
    : { kind: 'priced', price: priced(input) },
);

function Harness({ initialFrequency = 'weekly' }: { initialFrequency?: Frequency }) {
  const [logic] = useState(() =>
    quoteMachine.provide({ actors: { calculatePrice }, delays: { priceDebounce: 1, couponDebounce: 1 } }),
  );
  return (
    <QuoteActor.Provider logic={logic} options={{ input: { area, initialFrequency } }}>
      <QuoteForm />
      <ServiceSummary />
      <LargeLotModal />
    </QuoteActor.Provider>
  );
}

afterEach(cleanup);

describe('quote form: messages of spec 1 §5', () => {
  it("'Start over' clears the selections: 'Frequency is required', 'Property type is required', 'Pet count is required'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByText('Frequency is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(
      within(screen.getByRole('radiogroup', { name: 'Frequency' })).getByText('Frequency is required'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Property type' })).getByText('Property type is required'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Number of dogs' })).getByText('Pet count is required'),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.queryByText('Frequency is required')).toBeNull();
  });

  it("cancelling the large-lot modal clears the property type: 'Property type is required'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Detached more than 0.5 acres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Just a heads up!' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Property type is required')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Detached more than 0.5 acres' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("4+ with an exact number of 3 or less, once left: 'Pet count is required'; 5 clears it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: '4+' }));
    const exact = screen.getByRole('textbox', { name: /Exact number of dogs/ });
    await user.type(exact, '3');
    await user.tab();
    expect(screen.getByText('Pet count is required')).toBeTruthy();
    expect(exact.getAttribute('aria-invalid')).toBe('true');
    await user.clear(exact);
    await user.type(exact, '5');
    expect(screen.queryByText('Pet count is required')).toBeNull();
  });

  it("'Just Once' without last cleaned: 'Last cleaned is required' (corrected from the double space) once the question was left", async () => {
    const user = userEvent.setup();
    render(<Harness initialFrequency="once" />);
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.click(screen.getByRole('radio', { name: 'Just Once' }));
    expect(screen.queryByText('Last cleaned is required')).toBeNull();
    act(() => (screen.getAllByRole('radio', { name: /weeks/ })[0] as HTMLElement).focus());
    await user.tab();
    expect(screen.getByText('Last cleaned is required')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '2 to 6 weeks' }));
    expect(screen.queryByText('Last cleaned is required')).toBeNull();
  });

  it("'Just Once' is offered only when it was the frequency chosen on /subscription", () => {
    render(<Harness />);
    expect(screen.queryByRole('radio', { name: 'Just Once' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeTruthy();
  });

  it("the disposal location is hidden while 'Take waste away' is chosen; a zero-cost add-on shows FREE", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Scooped waste disposal location' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Sanitizer FREE/ })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Take waste away/ }));
    expect(screen.queryByRole('textbox', { name: 'Scooped waste disposal location' })).toBeNull();
  });
});

describe('Service Summary coupon box (spec 1 §8)', () => {
  it("shows the server's coupon_code message under the coupon box, then prices without the coupon", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await chooseTownhouseOneDog(user, 'quote-total');
    await enterCoupon(user, 'OLD2020');
    const form = screen.getByRole('form', { name: 'Coupon' });
    await waitFor(() => expect(within(form).getByText('This coupon has expired.')).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'Coupon code' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$15.00'));
  });

  it('an applied coupon stays shown, and removable, while the quote is incomplete (Remove was once unreachable)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await chooseTownhouseOneDog(user, 'quote-total');
    await enterCoupon(user, 'GOOD');
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$15.00'));
    // 4+ without its number: no price, the coupon is still applied and can be removed.
    await user.click(screen.getByRole('radio', { name: '4+' }));
    await waitFor(() => expect(screen.getByTestId('quote-coupon-applied').textContent).toBe('Coupon GOOD applied'));
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Have a coupon?' })).toBeTruthy());
    expect(screen.queryByTestId('quote-coupon-applied')).toBeNull();
  });
});
