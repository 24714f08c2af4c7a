// The address check. Any well-formed US address (number and street, city, one of the 59 state
// abbreviations, a 5-digit ZIP, an optional -4 and ", USA"), with or without commas, may receive invoices or be a
// card's billing address; a service address (purpose absent, as the checkout sends it) must also be in the office's
// ZIPs with the office open. The account edits save an invoice address outside the service ZIPs.
import { describe, expect, it } from 'vitest';
import { parseAddress } from '../../../server/routes/acquisition/address';
import { call, DEMO_OFFICE, login, newCustomer } from '../support';

const AUSTIN = '22222222-2222-4222-8222-222222222222';
const ATLANTA_CLOSED = '33333333-3333-4333-8333-333333333333';

const check = async (address: string, purpose?: 'service' | 'invoice' | 'billing', office = DEMO_OFFICE) => {
  const r = await call<{ is_valid: boolean }>('POST', '/service-order/validate_address/', {
    body: { field_office_uuid: office, address, ...(purpose ? { purpose } : {}) },
  });
  expect(r.status, r.text).toBe(200);
  return r.body.is_valid;
};

const WELL_FORMED = [
  '200 Park Ave, Durham, NC 27701',
  '100 Main Street Raleigh NC 27601',
  '100 Main St, Raleigh, NC 27601-1234',
  '100 Main St, Raleigh, NC 27601, USA',
  '12 Oak St Wake Forest NC 27587 USA',
  '100 Main St, Apt 4, Raleigh, nc 27601',
  '500 Congress Ave, Austin, TX 78701',
  '1 Calle Luna, San Juan, PR 00901',
];
const MALFORMED = [
  'Raleigh, NC 27603', // no number and street
  'Main St, Raleigh, NC 27601', // no number
  '12 Oak St, Raleigh, NC', // no ZIP
  '12 Oak St, Raleigh, NC 2760', // 4-digit ZIP
  '12 Oak St, Raleigh, ZZ 27603', // not one of the 59
  '12 Oak St, Raleigh 27603', // no state
  '12 Oak St NC 27603', // no city
];

export function addressCheckSuite() {
  describe('parseAddress', () => {
    it.each([
      ['200 Park Ave, Durham, NC 27701', '200 Park Ave', 'Durham', 'NC', '27701'],
      ['100 Main Street Raleigh NC 27601', '100 Main Street', 'Raleigh', 'NC', '27601'],
      ['12 Oak St Wake Forest NC 27587-0001, USA', '12 Oak St', 'Wake Forest', 'NC', '27587'],
      ['100 Main St Apt 4 Raleigh, nc 27601', '100 Main St Apt 4', 'Raleigh', 'NC', '27601'],
      ['100 Main Raleigh NC 27601', '100 Main', 'Raleigh', 'NC', '27601'],
    ])('splits %s into street, city, state and ZIP, with or without commas', (address, street, city, state, zip) => {
      expect(parseAddress(address)).toEqual({ street, city, state, zip });
    });

    it.each(MALFORMED)('refuses %s', (address) => {
      expect(parseAddress(address)).toBeNull();
    });
  });

  describe('validate_address by purpose', () => {
    it('invoice and billing: every well-formed US address, whatever the office serves', async () => {
      for (const address of WELL_FORMED) {
        expect(await check(address, 'invoice'), address).toBe(true);
        expect(await check(address, 'billing'), address).toBe(true);
      }
      // Outside every office, and for a closed office: still a place to send invoices.
      expect(await check('200 Park Ave, Durham, NC 27701', 'invoice', ATLANTA_CLOSED)).toBe(true);
      for (const address of MALFORMED) {
        expect(await check(address, 'invoice'), address).toBe(false);
        expect(await check(address, 'billing'), address).toBe(false);
      }
    });

    it("service (and no purpose, as the checkout sends it): also in the office's ZIPs, the office open", async () => {
      for (const purpose of ['service', undefined] as const) {
        expect(await check('100 Main Street Raleigh NC 27601', purpose)).toBe(true);
        expect(await check('12 Oak St, Raleigh, NC 27603', purpose)).toBe(true);
        expect(await check('12 Oak St, Raleigh, NC 27603, USA', purpose)).toBe(true);
        // Well formed but not served by Raleigh.
        expect(await check('200 Park Ave, Durham, NC 27701', purpose)).toBe(false);
        expect(await check('12 Oak St, Austin, TX 78701', purpose)).toBe(false);
        // Served by Austin, not Raleigh.
        expect(await check('12 Oak St, Austin, TX 78701', purpose, AUSTIN)).toBe(true);
        // The closed office serves nothing.
        expect(await check('1 Peachtree St, Atlanta, GA 30301', purpose, ATLANTA_CLOSED)).toBe(false);
        for (const address of MALFORMED) expect(await check(address, purpose), address).toBe(false);
      }
    });
  });

  describe('invoice address outside the service ZIPs', () => {
    const durham = {
      address: '200 Park Ave, Durham, NC 27701',
      street_number: '200',
      route: 'Park Ave',
      city: 'Durham',
      state: 'NC',
      zip_code: '27701',
    };

    it('PATCH user/me saves it with Print and Mail on', async () => {
      const { token } = await newCustomer();
      const upd = await call('PATCH', '/user/me/', {
        token,
        body: { is_print_and_mail_invoices: true, invoice_address: durham },
      });
      expect(upd.status, upd.text).toBe(200);
      expect(upd.body).toMatchObject({ is_print_and_mail_invoices: true, invoice_address: durham });
      expect((await call('GET', '/user/me/', { token })).body.invoice_address).toEqual(durham);
    });

    it('the commercial PATCH saves it too (Austin community, Durham invoices)', async () => {
      const token = await login('community@example.com');
      const me = await call('GET', '/user/me/', { token });
      const before = me.body.invoice_address;
      const path = `/crm/commerical-customer/${me.body.uuid}/`;
      const upd = await call('PATCH', path, {
        token,
        body: { is_print_and_mail_invoices: true, invoice_address: durham },
      });
      expect(upd.status, upd.text).toBe(200);
      expect(upd.body.invoice_address).toEqual(durham);
      expect((await call('GET', path, { token })).body.invoice_address).toEqual(durham);
      expect((await call('PATCH', path, { token, body: { invoice_address: before } })).body.invoice_address).toEqual(
        before,
      );
    });
  });
}
