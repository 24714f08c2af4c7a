// The enquiry payload and line items in the API's wire shapes: unanswered choices are null (or left
// out where the contract takes no null), the due date a date-time of the picked day, money "0.00".
import { describe, expect, it } from 'vitest';
import { enquiryPayload } from '../../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { CommercialEnquiryContext } from '../../../../machines/commercial-enquiry/commercial-enquiry.machine';
import {
  emptyStep1,
  emptyStep2,
  lineItemsFor,
} from '../../../../machines/commercial-enquiry/commercial-enquiry.schema';
import { dueDateTime, enquiryBody, lineItemBody } from '../../../../src/flows/commercial/enquiry-body';
import { commercialEnquiryInputFixture } from '../../../support/fixtures';

const { step1: _prefill, ...input } = commercialEnquiryInputFixture;
const context: CommercialEnquiryContext = {
  input,
  step1: {
    ...emptyStep1,
    first_name: ' Ada ',
    last_name: 'Park',
    community_name: 'Oak Park',
    email_address: 'ada@example.com ',
    phone_numbers: [{ phone: '9195550100', type: 'office', primary: true }],
  },
  boundaryMap: null,
  step1Validated: true,
  step2: { ...emptyStep2, proposal_due: '2026-12-01', interested_services: ['trash_can_service'] },
  isLookingForProposal: true,
  wouldLikeMoreInfo: false,
  maps: { pet_waste_station_map: null, trash_can_location_map: null, common_area_cleaning_map: null },
  mapNames: {},
  lostMaps: [],
  errors: {},
  proposalUuid: null,
  innerProposalUuid: null,
};

describe('enquiryBody', () => {
  it('a visitor: trimmed names, unanswered choices null or absent, phones sent, the due date as date-time', () => {
    const body = enquiryBody(enquiryPayload(context));
    expect(body).toMatchObject({
      first_name: 'Ada',
      email_address: 'ada@example.com',
      management_company: null,
      new_pet_waste_stations_interested: null,
      bag_type: null,
      areas_to_clean: null,
      current_frequency: null,
      new_trash_cans_interested: null,
      additional_comments: null,
      proposal_due: '2026-12-01T12:00:00Z',
      interested_services: ['trash_can_service'],
      hear_about_us: ['Truck'],
      phone_numbers: [{ phone: '9195550100', type: 'office', primary: true }],
      outreach: 'website',
      is_crm: false,
    });
    expect(body).not.toHaveProperty('role');
    expect(body).not.toHaveProperty('home_count');
    expect(body).not.toHaveProperty('user_uuid');
  });

  it('signed in: user_uuid and no phones; chosen values pass, unknown ones are dropped', () => {
    const body = enquiryBody(
      enquiryPayload({
        ...context,
        input: { ...input, loggedIn: true, userUuid: 'u1' },
        step1: { ...context.step1, role: 'board_member', home_count: '501+', reach_out_via: ['email', 'fax'] },
        step2: {
          ...context.step2,
          interested_products: ['pet_waste_station_bags'],
          bag_type: 'roll_bags',
          current_frequency: 'bi_monthly',
        },
      }),
    );
    expect(body).toMatchObject({
      user_uuid: 'u1',
      role: 'board_member',
      home_count: '501+',
      reach_out_via: ['email'],
      bag_type: 'roll_bags',
      current_frequency: 'bi_monthly',
    });
    expect(body).not.toHaveProperty('phone_numbers');
  });

  it('dueDateTime: noon UTC of the picked day, null without one', () => {
    expect(dueDateTime('2027-01-31')).toBe('2027-01-31T12:00:00Z');
    expect(dueDateTime(null)).toBeNull();
  });
});

describe('lineItemBody', () => {
  it('money as "0.00", the inner proposal named; an unknown item is not sent', () => {
    const [item] = lineItemsFor({ interested_services: ['common_area_cleaning'], interested_products: [] });
    expect(lineItemBody(item!, 'ip1')).toEqual({
      inner_proposal_uuid: 'ip1',
      item_type: 'service',
      item: 'common_area_cleaning',
      model: '',
      frequency: '',
      description: '',
      discount: '0.00',
      quantity: 0,
      rate: '0.00',
      rate_tax: '0.00',
      s_and_h: '0.00',
      s_and_h_tax: '0.00',
      total: '0.00',
      is_incomplete: true,
    });
    expect(lineItemBody({ ...item!, item: 'gold_plating' }, 'ip1')).toBeNull();
  });
});
