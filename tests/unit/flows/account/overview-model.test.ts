import { describe, expect, it } from 'vitest';
import type { components } from '../../../../src/api/schema.gen';
import {
  fill,
  invoiceStatusStyle,
  isInvoice,
  overlayFor,
  overviewCards,
  paymentMethod,
  statusLabel,
  technicianName,
} from '../../../../src/flows/account/overview/overview-model';
import { markedStep, TRACKER_STAGES, trackerRows, trackerStage } from '../../../../src/domain/service-tracker';
import type { TrackerStage } from '../../../../src/domain/service-tracker';

type Schemas = components['schemas'];

const terry: Schemas['Technician'] = {
  first_name: 'Terry',
  last_name: 'Scooper',
  photo: null,
  description: 'Your technician for 3 years.',
};

function stats(length: number, extra: Partial<Schemas['ServiceStats']> = {}): Schemas['ServiceStats'] {
  const steps = ['scheduled', 'technician_assigned', 'technician_en_route', 'service_complete'] as const;
  return {
    status: steps.slice(0, length),
    length,
    visit_status: null,
    scheduled_time: length ? '2026-11-24T14:00:00.000Z' : null,
    service_order_uuid: length ? 'so1' : null,
    technician: length >= 2 ? terry : null,
    routes: [],
    ...extra,
  };
}

describe('which cards show by role (spec 3 §2.1, §6)', () => {
  it('residential: the bag offer and the referral, no extra service request', () => {
    expect(overviewCards(false)).toEqual([
      'services',
      'messages',
      'payments',
      'invoices',
      'bags',
      'referral',
      'reviewPrize',
    ]);
  });
  it('commercial: no bags, no referral; the one-time extra service request', () => {
    const cards = overviewCards(true);
    expect(cards).not.toContain('bags');
    expect(cards).not.toContain('referral');
    expect(cards).toEqual(['services', 'messages', 'payments', 'invoices', 'extraService', 'reviewPrize']);
  });
});

describe('the map overlay by stats (spec 3 §2.1)', () => {
  const ny = 'America/New_York';
  it('0: no scheduled services; 1: assigning the technician', () => {
    expect(overlayFor(stats(0), ny)).toEqual({ kind: 'none', text: 'You have no scheduled services.' });
    expect(overlayFor(stats(1), ny)).toEqual({ kind: 'assigning', text: 'We are just assigning your technician...' });
  });
  it('0 with a next service date: that date, not "no scheduled services" (README: where we depart)', () => {
    expect(overlayFor(stats(0), ny, '2026-11-27')).toEqual({
      kind: 'none',
      text: 'No visit today. Your next service is on 11/27/2026.',
    });
    expect(overlayFor(stats(0), ny, null).text).toBe('You have no scheduled services.');
    expect(overlayFor(stats(1), ny, '2026-11-27').kind).toBe('assigning');
  });
  it('2: the technician is assigned', () => {
    const o = overlayFor(stats(2), ny);
    expect(o.kind).toBe('assigned');
    expect(o.text).toBe("Terry Scooper is your technician for today's visit.");
  });
  it('3 en route: on the way, with the scheduled time in the office zone', () => {
    const o = overlayFor(stats(3, { visit_status: 'technician_en_route' }), ny);
    expect(o).toMatchObject({ kind: 'onTheWay', technician: terry });
    expect(o.text).toBe('Terry Scooper is on the way. Your visit is scheduled for 09:00 AM.');
    // The same instant read in Austin's zone.
    expect(overlayFor(stats(3, { visit_status: 'technician_en_route' }), 'America/Chicago').text).toContain('08:00 AM');
  });
  it('3 in progress: in your yard', () => {
    const o = overlayFor(stats(3, { visit_status: 'in_progress' }), ny);
    expect(o.kind).toBe('inYard');
    expect(o.text).toBe('Terry Scooper is in your yard now (scheduled for 09:00 AM).');
  });
  it('3 without a technician or a time still reads well', () => {
    const o = overlayFor(stats(3, { technician: null, scheduled_time: null }), ny);
    expect(o.text).toBe('Your technician is on the way. Your visit is scheduled for today.');
  });
  it('4: the service is complete', () => {
    expect(overlayFor(stats(4), ny)).toEqual({ kind: 'complete', text: "Today's service is complete. Thank you!" });
  });
  it('fill leaves unknown slots as they are; technicianName falls back', () => {
    expect(fill('{name} at {time}', { name: 'Terry' })).toBe('Terry at {time}');
    expect(technicianName({ first_name: ' ', last_name: '', photo: null, description: null })).toBe('Your technician');
  });
});

describe('the sentence over the map and the marked step tell one story, in every tracker state', () => {
  const ny = 'America/New_York';
  /** Stats that reach each stage. */
  const at: Record<TrackerStage, Schemas['ServiceStats']> = {
    none: stats(0),
    assigning: stats(1, { visit_status: 'scheduled' }),
    assigned: stats(2, { visit_status: 'technician_assigned' }),
    onTheWay: stats(3, { visit_status: 'technician_en_route' }),
    inYard: stats(3, { visit_status: 'in_progress' }),
    complete: stats(4, { visit_status: 'complete' }),
  };
  /** What the sentence says when a step is the marked one (null: no step marked). */
  const story: [ReturnType<typeof markedStep>, RegExp][] = [
    [null, /no scheduled services|service is complete/],
    ['scheduled', /assigning your technician/],
    ['technician_assigned', /is your technician/],
    ['technician_en_route', /is on the way/],
    ['service_complete', /is in your yard now/],
  ];
  for (const stage of TRACKER_STAGES) {
    it(stage, () => {
      const overlay = overlayFor(at[stage], ny);
      expect(overlay.kind).toBe(trackerStage(at[stage]));
      const marked = markedStep(overlay.kind);
      for (const [step, says] of story)
        if (step === marked) expect(overlay.text).toMatch(says);
        else expect(overlay.text).not.toMatch(says);
    });
  }
  it('in the yard: Technician En Route is done and the service is under way, never "en route" current', () => {
    expect(trackerRows(overlayFor(at.inYard, ny).kind).map((r) => `${r.label}: ${r.state}`)).toEqual([
      'Scheduled: completed',
      'Technician Assigned: completed',
      'Technician En Route: completed',
      'Service Complete: underway',
    ]);
  });
});

describe('payments, invoices and credit memos', () => {
  const payment = (p: Partial<Schemas['Payment']>): Schemas['Payment'] => ({
    uuid: 'p1',
    created_at: '2026-10-25T12:00:00.000Z',
    amount_received: '90.09',
    cc_auto_payment: '0.00',
    cash_payment: '0.00',
    cheque_payment: '0.00',
    creditmemo_payment: '0.00',
    ...p,
  });
  it('the method from the non-zero parts', () => {
    expect(paymentMethod(payment({ cc_auto_payment: '90.09' }))).toBe('Card');
    expect(paymentMethod(payment({ creditmemo_payment: '21.00' }))).toBe('Credit memo');
    expect(paymentMethod(payment({ cash_payment: '10.00', cheque_payment: '5.00' }))).toBe('Cash and Check');
    expect(paymentMethod(payment({}))).toBe('Other');
  });
  it('a row with invoice_date is an invoice, else a credit memo (spec 3 §4)', () => {
    const memo = {
      uuid: 'm1',
      creditmemo_id: 'CM-2001',
      date_creditmemo: '2026-10-25',
      total: '21.00',
      sales_tax: '0.00',
      remaining_balance: '21.00',
      status: 'open',
      line_items: [],
    } satisfies Schemas['CreditMemo'];
    expect(isInvoice(memo)).toBe(false);
    expect(isInvoice({ ...memo, invoice_date: '2026-11-10' } as unknown as Schemas['Invoice'])).toBe(true);
  });
  it('status styles: overdue danger, open-emailed success, others plain; the status in words', () => {
    expect(invoiceStatusStyle('overdue')).toBe('danger');
    expect(invoiceStatusStyle('open-emailed')).toBe('success');
    expect(invoiceStatusStyle('paid')).toBe('neutral');
    expect(statusLabel('open-emailed')).toBe('Open emailed');
    expect(statusLabel('overdue')).toBe('Overdue');
  });
});
