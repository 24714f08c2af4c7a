// The quote screen's tests share the office it is handed and the steps of choosing a quote.
import { expect } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Area } from '../../../../machines/shared/types';

type User = ReturnType<typeof userEvent.setup>;

/** The Raleigh office: prepay 10% off, 3.00 an extra area, 'Take waste away' (2.00 a visit) its one add-on. */
export const quoteArea: Area = {
  zipcode: '27601',
  uuid: '00000000-0000-4000-8000-000000000001',
  annual_prepay_discount: '10.00',
  state: 'NC',
  city: 'Raleigh',
  stax_public_apikey: 'sandbox',
  additional_cleaning_area_price: '3.00',
  add_on: [
    {
      uuid: '00000000-0000-4000-8000-0000000000a1',
      name: 'Take waste away',
      cost_per_visit: '2.00',
      priority: 1,
      is_active: true,
    },
  ],
};

/** Chooses a town house with one dog and waits for its price, $15.00 (shown in `testId`). */
export async function chooseTownhouseOneDog(user: User, testId: 'quote-total' | 'quote-per-visit') {
  await user.click(screen.getByRole('radio', { name: 'Town House' }));
  await user.click(screen.getByRole('radio', { name: '1' }));
  await waitFor(() => expect(screen.getByTestId(testId).textContent).toBe('$15.00'), { timeout: 3000 });
}

/** Opens the coupon box, types `code` and applies it. */
export async function enterCoupon(user: User, code: string) {
  await user.click(screen.getByRole('button', { name: 'Have a coupon?' }));
  await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), code);
  await act(async () => {
    await user.click(screen.getByRole('button', { name: 'Apply' }));
  });
}
