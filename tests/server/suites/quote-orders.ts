// An order or enquiry holds exactly what was quoted (dogs, prepay, coupon, areas), and the
// server refuses a quote that does not say it.
import { describe, expect, it } from 'vitest';
import { call, cardToken, DEMO_OFFICE, login, orderBody, uniqueEmail } from '../support';

const quote = { field_office_uuid: DEMO_OFFICE, frequency: 'weekly', property_type: 'townhouse' };

export function quoteOrdersSuite() {
  describe('orders hold what was quoted', () => {
    it('4+ = 6 dogs is priced and stored for 6 (enquiry, its order, the PATCH); 4+ without the number is refused', async () => {
      const dogs = { pet_count: 4, is_extra_pet: true, extra_pet_count: 6 };
      const priced = await call('POST', '/pricing-calculator/', { body: { ...quote, ...dogs } });
      expect(priced.body).toMatchObject({ pet_count: 6, total_price_per_service: '25.00' });

      const email = uniqueEmail('six-dogs');
      const enquiry = await call('POST', '/service-order-enquiry/', {
        body: orderBody(email, { ...dogs, last_cleaned: null, area_to_clean: [] }, await cardToken()),
      });
      expect(enquiry.status, enquiry.text).toBe(201);
      expect(enquiry.body).toMatchObject({
        pet_count: 6,
        calculated_price: { pet_count: 6, total_price_per_service: '25.00', total_price_for_first_visit: '25.00' },
      });
      const key = enquiry.body.user.key as string;
      const set = await call('POST', '/auth/password/change/', {
        token: key,
        body: { new_password1: 'Password1', new_password2: 'Password1', role: 'customer' },
      });
      expect(set.status, set.text).toBe(200);
      const token = await login(email);
      const orders = await call('GET', '/service-order/', { token });
      expect(orders.body.results[0]).toMatchObject({
        pet_count: 6,
        is_extra_pet: true,
        extra_pet_count: 6,
        calculated_price: { pet_count: 6, total_price_per_service: '25.00' },
      });

      const missing = await call('POST', '/service-order-enquiry/', {
        body: orderBody(
          uniqueEmail('no-count'),
          { pet_count: 4, is_extra_pet: true, extra_pet_count: null },
          await cardToken(),
        ),
      });
      expect(missing).toMatchObject({
        status: 400,
        body: { extra_pet_count: ['Enter the exact number of dogs (more than 3).'] },
      });
      const signedIn = await call('POST', '/service-order/', {
        token,
        body: orderBody(email, { pet_count: 4, is_extra_pet: true }, await cardToken()),
      });
      expect(signedIn).toMatchObject({
        status: 400,
        body: { extra_pet_count: ['Enter the exact number of dogs (more than 3).'] },
      });
      const patch = await call('PATCH', `/service-order/${orders.body.results[0].uuid}/`, {
        token,
        body: { extra_pet_count: null },
      });
      expect(patch).toMatchObject({
        status: 400,
        body: { extra_pet_count: ['Enter the exact number of dogs (more than 3).'] },
      });
    });

    it('SAVE5 + 12-month prepay: the price request and the stored enquiry hold the same per-visit and prepay amounts', async () => {
      const choice = { pet_count: 2, coupon_code: 'SAVE5', is_prepaid: true, prepay_months: 12 };
      const quoted = await call('POST', '/pricing-calculator/', {
        body: { ...quote, ...choice, areas_to_clean: ['Back Yard'], last_cleaned: 'less_than_2_weeks' },
      });
      // 2 dogs weekly townhouse 17.00 − 5.00 = 12.00 per visit; 52 × 12.00 = 624.00, 10% = 62.40; 561.60 + 40.72 tax = 602.32.
      expect(quoted.body).toMatchObject({
        total_price_per_service: '12.00',
        total_price_for_first_visit: '12.00',
        coupon: { coupon_code: 'SAVE5', savings: '5.00', applies_to: 'every_visit' },
        prepay_price: {
          twelve_months: { total_price_per_service: '624.00', savings: '62.40', price_after_discount: '561.60' },
        },
        prepay_savings: '62.40',
        prepay_price_after_coupon_discount: '561.60',
        prepay_tax: '40.72',
        net_payable_prepay_amount: '602.32',
      });
      const enquiry = await call('POST', '/service-order-enquiry/', {
        body: orderBody(uniqueEmail('save5'), choice, await cardToken()),
      });
      expect(enquiry.status, enquiry.text).toBe(201);
      expect(enquiry.body.calculated_price).toEqual(quoted.body);
    });

    it('is_prepaid without prepay_months 6 or 12 is refused (price, enquiry, order, PATCH) with a field error', async () => {
      const refused = { status: 400, body: { prepay_months: ['Choose 6 or 12 months to prepay.'] } };
      expect(
        await call('POST', '/pricing-calculator/', {
          body: { ...quote, pet_count: 1, is_prepaid: true, prepay_months: null },
        }),
      ).toMatchObject(refused);
      expect(
        await call('POST', '/pricing-calculator/', { body: { ...quote, pet_count: 1, is_prepaid: true } }),
      ).toMatchObject(refused);
      // prepay_for_year says 12 months.
      const year = await call('POST', '/pricing-calculator/', {
        body: { ...quote, pet_count: 1, is_prepaid: true, prepay_for_year: true },
      });
      expect(year.body).toMatchObject({ is_prepaid: true, prepay_months: 12 });
      const email = uniqueEmail('prepay');
      expect(
        await call('POST', '/service-order-enquiry/', {
          body: orderBody(email, { is_prepaid: true, prepay_months: null }, await cardToken()),
        }),
      ).toMatchObject(refused);
      const placed = await call('POST', '/service-order-enquiry/', {
        body: orderBody(email, { is_prepaid: true, prepay_months: 6 }, await cardToken()),
      });
      expect(placed.status, placed.text).toBe(201);
      expect(placed.body.calculated_price).toMatchObject({ is_prepaid: true, prepay_months: 6 });
      const set = await call('POST', '/auth/password/change/', {
        token: placed.body.user.key,
        body: { new_password1: 'Password1', new_password2: 'Password1', role: 'customer' },
      });
      expect(set.status, set.text).toBe(200);
      const token = await login(email);
      expect(
        await call('POST', '/service-order/', {
          token,
          body: orderBody(email, { is_prepaid: true }, await cardToken()),
        }),
      ).toMatchObject(refused);
      const orders = await call('GET', '/service-order/', { token });
      expect(
        await call('PATCH', `/service-order/${orders.body.results[0].uuid}/`, { token, body: { prepay_months: null } }),
      ).toMatchObject(refused);
    });

    it('an area text longer than 100 characters is refused; 100 is stored as given', async () => {
      const long = 'x'.repeat(101);
      const priced = await call('POST', '/pricing-calculator/', {
        body: { ...quote, pet_count: 1, areas_to_clean: ['Back Yard', long] },
      });
      expect(priced.status).toBe(400);
      expect(Object.keys(priced.body).join()).toMatch(/areas_to_clean/);
      const enquiry = await call('POST', '/service-order-enquiry/', {
        body: orderBody(uniqueEmail('long-area'), { area_to_clean: [long] }, await cardToken()),
      });
      expect(enquiry.status).toBe(400);
      expect(Object.keys(enquiry.body).join()).toMatch(/area_to_clean/);
      const fits = await call('POST', '/service-order-enquiry/', {
        body: orderBody(uniqueEmail('area-100'), { area_to_clean: ['Back Yard', 'y'.repeat(100)] }, await cardToken()),
      });
      expect(fits.status, fits.text).toBe(201);
      expect(fits.body.calculated_price.cleaning_areas.items[1]).toEqual({ area: 'y'.repeat(100), price: '3.00' });
    });

    it('2 dogs are stored as 2', async () => {
      const enquiry = await call('POST', '/service-order-enquiry/', {
        body: orderBody(
          uniqueEmail('two-dogs'),
          { pet_count: 2, is_extra_pet: false, extra_pet_count: null },
          await cardToken(),
        ),
      });
      expect(enquiry.status, enquiry.text).toBe(201);
      expect(enquiry.body).toMatchObject({
        pet_count: 2,
        calculated_price: { pet_count: 2, total_price_per_service: '17.00' },
      });
    });
  });
}
