// My Services' pure helpers: the card facts of a service order, the multipoint parser, history paging,
// the visit time in the office's zone, and the error toast lines of spec 3 §8.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../src/api/schema.gen';
import {
  addOnsText,
  addressLine,
  areasText,
  dogsText,
  frequencyText,
  historyPage,
  homesText,
  lineItemFrequency,
  lineItemLabel,
  serviceLocations,
  subscriptionText,
  technicianText,
  totalPerVisitText,
} from '../../../../src/flows/account/shared/service-facts';
import { nextServiceText, visitTimeText } from '../../../../src/flows/account/services/service-dates';
import {
  pauseErrorLines,
  reviewErrorLines,
  ticketErrorLines,
} from '../../../../src/flows/account/services/error-lines';
import { messageBody } from '../../../../src/flows/account/services/actors';
import { emptyTicketForm } from '../../../../machines/ticket/ticket.schema';

type Order = components['schemas']['ServiceOrder'];
type Visit = components['schemas']['ServiceVisit'];

const address = { address: '100 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' };

function order(over: Partial<Order> = {}): Order {
  return {
    uuid: 'a3f1c2d4-0000-4000-8000-000000000001',
    field_office_uuid: 'a3f1c2d4-0000-4000-8000-000000000002',
    service_type: 'residential',
    service_address: { ...address, geo_location: { latitude: 35.77, longitude: -78.64 } },
    billing_address: null,
    frequency: 'weekly',
    frequency_type: 'weekly',
    property_type: 'single_family_small',
    pet_count: 2,
    calculated_price: {
      total_price_per_service: '25.00',
      recurring_add_ons: {
        recurring_addon_items: [{ type: 'add_on', name: 'Take waste away', price: '2.00' }],
        total_recurring_addon_cost: '2.00',
      },
    } as Order['calculated_price'],
    area_to_clean: ['Back Yard', 'Front Yard'],
    next_service_date: '2026-11-26',
    is_prepaid: false,
    prepay_months: null,
    ...over,
  };
}

describe('service facts', () => {
  it('reads the list card of a residential service', () => {
    const o = order();
    expect(addressLine(o.service_address)).toBe('100 Main St, Raleigh, NC 27601');
    expect(nextServiceText(o)).toBe('11/26/2026');
    expect(frequencyText(o)).toBe('Weekly');
    expect(dogsText(o)).toBe('2 dogs');
    expect(dogsText(order({ pet_count: 1 }))).toBe('1 dog');
    expect(dogsText(order({ is_extra_pet: true, extra_pet_count: 5 }))).toBe('5 dogs');
    expect(subscriptionText(o)).toBe('Billed Monthly');
    expect(subscriptionText(order({ is_prepaid: true, prepay_months: 12 }))).toBe('Prepaid for 12 months');
    expect(subscriptionText(order({ frequency: 'once' }))).toBe('Billed Just Once');
    expect(areasText(o)).toBe('Back Yard, Front Yard');
    expect(areasText(order({ area_to_clean: [] }))).toBe('None');
    expect(addOnsText(o)).toBe('Take waste away');
    expect(totalPerVisitText(o)).toBe('$25.00');
    expect(nextServiceText(order({ next_service_date: null }))).toBe('Not scheduled');
  });

  it('an address stored as one whole line is not repeated', () => {
    expect(addressLine({ ...address, address: '100 Main St, Raleigh, NC 27601' })).toBe(
      '100 Main St, Raleigh, NC 27601',
    );
  });

  it('without a price, the add-ons come from the order (recurring ones only)', () => {
    const o = order({
      calculated_price: null,
      service_add_ons: [
        { add_on_uuid: 'x', add_on_name: 'Deodorizer', is_recurring: true },
        { add_on_uuid: 'y', add_on_name: 'Patio wash', is_recurring: false },
      ],
    });
    expect(addOnsText(o)).toBe('Deodorizer');
    expect(addOnsText(order({ calculated_price: null }))).toBe('None');
    expect(totalPerVisitText(order({ calculated_price: null }))).toBe('$0.00');
  });

  it("reads a community's homes, total and line items", () => {
    const o = order({
      service_type: 'commercial',
      commercial_detail: {
        multiple_locations: 'MULTIPOINT ((-97.7431 30.2672), (-97.7450 30.2690))',
        line_items: [],
        total: '420.00',
        home_count: '101-350',
      },
    });
    expect(homesText(o)).toBe('101-350 homes');
    expect(homesText(order())).toBe('Not given');
    expect(totalPerVisitText(o)).toBe('$420.00');
    expect(lineItemLabel('pet_waste_station_service')).toBe('Pet Waste Station Service');
    expect(lineItemLabel('pet_waste_station_bags')).toBe('Pet Waste Station Bags');
    expect(lineItemFrequency('weekly')).toBe('Weekly');
    expect(lineItemFrequency('quarterly')).toBe('quarterly');
    // The domain's label of once, as the overview says it (one wording for the same line item).
    expect(lineItemFrequency(null)).toBe('Just Once');
    expect(serviceLocations(o)).toEqual([
      { label: '100 Main St — location 1', latitude: 30.2672, longitude: -97.7431 },
      { label: '100 Main St — location 2', latitude: 30.269, longitude: -97.745 },
    ]);
  });

  it('a service without locations is shown at its address', () => {
    expect(serviceLocations(order())).toEqual([
      { label: '100 Main St, Raleigh, NC 27601', latitude: 35.77, longitude: -78.64 },
    ]);
    expect(serviceLocations(order({ service_address: address }))[0]).toMatchObject({ latitude: null });
  });
});

describe('serviceLocations', () => {
  it("a commercial service's multipoint gives '<street> — location N' (longitude first); without a readable one, its address", () => {
    const detail = (multiple_locations: string | null) => ({
      multiple_locations,
      line_items: [],
      total: '0.00',
      home_count: null,
    });
    const commercial = (wkt: string | null) =>
      order({ service_type: 'commercial', commercial_detail: detail(wkt) } as Partial<Order>);
    expect(
      serviceLocations(commercial('MULTIPOINT ((-97.7431 30.2672), (-97.7450 30.2690))')).map((l) => [
        l.label,
        l.latitude,
        l.longitude,
      ]),
    ).toEqual([
      ['100 Main St — location 1', 30.2672, -97.7431],
      ['100 Main St — location 2', 30.269, -97.745],
    ]);
    expect(serviceLocations(commercial(null)).map((l) => l.label)).toEqual(['100 Main St, Raleigh, NC 27601']);
    expect(serviceLocations(commercial('garbage')).map((l) => l.label)).toEqual(['100 Main St, Raleigh, NC 27601']);
  });
});

describe('history paging and rows', () => {
  it('pages of 10: the page shown, the page count and the way on', () => {
    expect(historyPage(0, 0)).toEqual({ page: 1, pages: 1, hasPrevious: false, hasNext: false });
    expect(historyPage(10, 0)).toEqual({ page: 1, pages: 1, hasPrevious: false, hasNext: false });
    expect(historyPage(11, 0)).toEqual({ page: 1, pages: 2, hasPrevious: false, hasNext: true });
    expect(historyPage(25, 10)).toEqual({ page: 2, pages: 3, hasPrevious: true, hasNext: true });
    expect(historyPage(25, 20)).toEqual({ page: 3, pages: 3, hasPrevious: true, hasNext: false });
    // An offset past the end (the list shrank) still names a real page.
    expect(historyPage(5, 20)).toMatchObject({ page: 1, pages: 1 });
  });

  it("a visit's time is MM/DD/YYYY hh:mm A in the office's zone", () => {
    expect(visitTimeText('2026-11-17T14:00:00.000Z', 'America/New_York')).toBe('11/17/2026 09:00 AM');
    expect(visitTimeText('2026-11-17T14:00:00.000Z', 'America/Chicago')).toBe('11/17/2026 08:00 AM');
    expect(visitTimeText('not a date', 'America/New_York')).toBe('');
  });

  it('the technician: the display name, else the names, else not assigned', () => {
    const visit = { tech: null, technician: null } as unknown as Visit;
    expect(technicianText({ ...visit, tech: 'Terry Scooper' })).toBe('Terry Scooper');
    expect(
      technicianText({ ...visit, technician: { first_name: 'Terry', last_name: 'S', photo: null, description: null } }),
    ).toBe('Terry S');
    expect(technicianText(visit)).toBe('Not assigned');
  });
});

describe('error toast lines (spec 3 §8)', () => {
  const body = { rating: ['Rating moves in half steps.', 'Too high.'], non_field_errors: ['Closed.'] };
  it("review errors: 'key::message' per entry", () => {
    expect(reviewErrorLines(body)).toEqual([
      'rating::Rating moves in half steps.',
      'rating::Too high.',
      'non_field_errors::Closed.',
    ]);
  });
  it("ticket creation errors: 'field:::message'", () => {
    expect(ticketErrorLines({ title: ['This field is required.'] })).toEqual(['title:::This field is required.']);
  });
  it('pause errors: each message as it is', () => {
    expect(pauseErrorLines({ pause_from: ['The pause must start after today.'] })).toEqual([
      'The pause must start after today.',
    ]);
  });
  it('anything but a field-error object reads as the generic toast', () => {
    expect(reviewErrorLines('<html>')).toEqual(['Something went wrong']);
    expect(ticketErrorLines({})).toEqual(['Something went wrong']);
    expect(pauseErrorLines(['Busy'])).toEqual(['Busy']);
  });
});

describe('messageBody', () => {
  it('sends the form trimmed, without the empty optional fields', () => {
    expect(
      messageBody({
        ...emptyTicketForm,
        reason: 'request_one_time_service',
        title: ' Party ',
        message: ' Friday please ',
      }),
    ).toEqual({ reason: 'request_one_time_service', title: 'Party', message: 'Friday please' });
    expect(
      messageBody({
        ...emptyTicketForm,
        reason: 'cancel_my_services',
        title: 'Cancel My Services',
        message: 'Moving',
        visit_date: '2026-11-20',
        priority: 3,
        follow_up_date: '2026-11-23',
        status: 'open',
        assigned_user: 'b1c2d3e4-0000-4000-8000-000000000009',
      }),
    ).toMatchObject({ visit_date: '2026-11-20', priority: 3, status: 'open' });
  });
});
