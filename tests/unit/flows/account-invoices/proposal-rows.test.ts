// The Proposals tab's pure helpers (spec 3 §2.8, §4 Proposal status, §9 item keys, MM/DD/YYYY).
import { describe, expect, it } from 'vitest';
import { PROPOSAL_COLUMNS } from '../../../../src/domain/account-enums';
import {
  proposalCells,
  proposalStatus,
  proposalTitle,
  proposalType,
} from '../../../../src/flows/account/proposals/proposal-rows';
import { proposal } from './fixtures';

const NY = 'America/New_York';

describe('proposal rows', () => {
  it('the seven columns, in order', () => {
    expect(PROPOSAL_COLUMNS).toEqual([
      'Created Date',
      'Type',
      'Community Name',
      'Proposal Due',
      'Interested Products',
      'Interested Services',
      'Status',
    ]);
  });

  it("type: 'Proposal' if is_looking_for_proposal, otherwise 'Enquiry'", () => {
    expect(proposalType(proposal())).toBe('Proposal');
    expect(proposalType(proposal({ is_looking_for_proposal: false }))).toBe('Enquiry');
  });

  it('cells: dates in the office zone, labels of the item keys', () => {
    expect(proposalCells(proposal(), NY)).toEqual([
      '11/04/2026',
      'Proposal',
      'Oak Hollow',
      '12/04/2026',
      'Pet Waste Stations',
      'Pet Waste Station Service, Common Area Cleaning',
    ]);
    // 02:00 UTC is still the day before in New York.
    expect(proposalCells(proposal({ created_at: '2026-11-05T02:00:00.000Z' }), NY)[0]).toBe('11/04/2026');
    expect(
      proposalCells(
        proposal({
          proposal_due: null,
          community_name: null,
          interested_products: [],
          interested_services: ['trash_can_service'],
        }),
        NY,
      ).slice(2),
    ).toEqual(['Not given', 'Not given', 'None', 'Trash Can Service']);
    expect(
      proposalCells(proposal({ interested_products: ['pet_waste_station_bags', 'pet_waste_stations'] }), NY)[4],
    ).toBe('Pet Waste Station Bags, Pet Waste Stations');
  });

  it("status: only open is displayed ('Open')", () => {
    expect(proposalStatus(proposal())).toBe('Open');
    expect(proposalStatus(proposal({ status: 'closed' }))).toBeNull();
    expect(proposalStatus(proposal({ status: 'accepted' }))).toBeNull();
  });

  it("the PDF's title", () => {
    expect(proposalTitle(proposal(), NY)).toBe('Proposal for Oak Hollow, 11/04/2026');
    expect(proposalTitle(proposal({ community_name: ' ', is_looking_for_proposal: false }), NY)).toBe(
      'Enquiry, 11/04/2026',
    );
  });
});
