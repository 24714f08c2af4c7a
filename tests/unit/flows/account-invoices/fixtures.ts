// Rows as GET /credit-memo/get_credit_memo_and_invoice/ and GET /crm/commerical-crm/ answer them
// (openapi Invoice, CreditMemo, Proposal), for the Invoices and Proposals tabs' tests.
import type { components } from '../../../../src/api/schema.gen';

type Schemas = components['schemas'];

const home = { address: '100 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' };
/** Who an invoice or credit memo is for: the customer and the address it is billed to. */
const billedTo = { billing_address: home, user: { first_name: 'Casey', last_name: 'Customer' } };
/** One line of a bill, not moved to a credit memo: its work order, service day, description and quantity. */
const line = (uuid: string, service_code: string, date: string, description: string, quantity: number) => ({
  uuid,
  service_code,
  date,
  description,
  quantity,
  creditmemo_uuid: null,
});

export function invoice(over: Partial<Schemas['Invoice']> = {}): Schemas['Invoice'] {
  return {
    uuid: '00000000-0000-4000-8000-000000000002',
    invoice_id: 'INV-1002',
    invoice_date: '2026-10-10',
    due_date: '2026-10-31',
    date_paid: null,
    payment_method_type: null,
    balance_due: '90.09',
    total: '84.00',
    total_with_tax: '90.09',
    sales_tax: '6.09',
    amount_received: '0.00',
    notes: null,
    ...billedTo,
    status: 'overdue',
    line_items: [
      {
        ...line('l1', 'WEEKLY', '2026-10-10', 'Weekly yard cleanup', 4),
        price: '84.00',
        tax: '6.09',
        tax_percent: '7.25',
      },
    ],
    ...over,
  };
}

export function creditMemo(over: Partial<Schemas['CreditMemo']> = {}): Schemas['CreditMemo'] {
  return {
    uuid: '00000000-0000-4000-8000-000000002001',
    creditmemo_id: 'CM-2001',
    date_creditmemo: '2026-10-25',
    total: '21.00',
    sales_tax: '0.50',
    remaining_balance: '21.00',
    status: 'open',
    notes: 'Missed visit credit',
    ...billedTo,
    line_items: [
      { ...line('m1', 'CREDIT', '2026-10-25', 'Missed visit', 1), amount: '21.00', tax: '0.00', tax_percent: '0.00' },
    ],
    ...over,
  };
}

export function proposal(over: Partial<Schemas['Proposal']> = {}): Schemas['Proposal'] {
  return {
    uuid: '00000000-0000-4000-8000-00000000a001',
    created_at: '2026-11-04T12:00:00.000Z',
    is_looking_for_proposal: true,
    community_name: 'Oak Hollow',
    proposal_due: '2026-12-04T17:00:00.000Z',
    interested_products: ['pet_waste_stations'],
    interested_services: ['pet_waste_station_service', 'common_area_cleaning'],
    status: 'open',
    ...over,
  };
}
