// The step 2 answers the office gets are those of the groups still shown (a trash-can
// map picked and then the service unticked was once still sent).
import { describe, expect, it } from 'vitest';
import {
  emptyStep2,
  keepShownDetails,
  offeredChoices,
  shownDetails,
  withPhoneAdded,
  withPhoneChanged,
  withPhoneRemoved,
} from '../../machines/commercial-enquiry/commercial-enquiry.schema';
import { blankAnswers } from '../support/blank-answers';

const maps = {
  pet_waste_station_map: 'data:application/pdf;base64,JVBERi0x',
  trash_can_location_map: 'data:application/pdf;base64,JVBERi0y',
  common_area_cleaning_map: 'data:application/pdf;base64,JVBERi0z',
};
/** Every answer of step 2's detail groups (stations, bags, common areas, trash cans), given. */
const details = {
  is_pet_waste_stations_installed: true,
  existing_pet_waste_stations_count: 4,
  new_pet_waste_stations_interested: '1-5',
  bag_type: 'roll_bags',
  areas_to_clean: 'all_common_areas',
  is_trash_cans_installed: true,
  trash_cans_count: 3,
  new_trash_cans_interested: '6-10',
};
const answered = { ...emptyStep2, ...details };

describe('shownDetails', () => {
  it('shows each group for its service or product', () => {
    expect(shownDetails({ interested_services: [], interested_products: [] })).toEqual({
      stations: false,
      bags: false,
      commonAreas: false,
      trashCans: false,
    });
    expect(shownDetails({ interested_services: [], interested_products: ['pet_waste_stations'] }).stations).toBe(true);
    expect(shownDetails({ interested_services: ['pet_waste_station_service'], interested_products: [] }).stations).toBe(
      true,
    );
    expect(shownDetails({ interested_services: ['trash_can_service'], interested_products: [] }).trashCans).toBe(true);
  });
});

describe('keepShownDetails', () => {
  it('sends every answer and map of the chosen groups', () => {
    const all = {
      ...answered,
      interested_services: ['pet_waste_station_service', 'common_area_cleaning', 'trash_can_service'],
      interested_products: ['pet_waste_station_bags'],
    };
    expect(keepShownDetails(all, maps)).toEqual({ ...all, ...maps });
  });
  it('drops the answers and maps of a group no longer chosen', () => {
    const kept = keepShownDetails({ ...answered, interested_services: [], interested_products: [] }, maps);
    const keys = Object.keys(details) as (keyof typeof details)[];
    expect(Object.fromEntries(keys.map((key) => [key, kept[key]]))).toEqual(blankAnswers());
    expect(kept).toMatchObject({
      pet_waste_station_map: null,
      trash_can_location_map: null,
      common_area_cleaning_map: null,
    });
  });
  it("drops a count and map when 'installed' is switched back to No", () => {
    const kept = keepShownDetails(
      { ...answered, is_trash_cans_installed: false, interested_services: ['trash_can_service'] },
      maps,
    );
    expect(kept).toMatchObject({
      trash_cans_count: null,
      trash_can_location_map: null,
      new_trash_cans_interested: '6-10',
    });
  });
});

describe('the phone rules of step 1', () => {
  const a = { phone: '9195550100', type: 'mobile' as const, primary: true };
  const b = { phone: '9195550101', type: 'office' as const, primary: false };
  it('one primary: making a phone primary unmarks the others', () => {
    expect(withPhoneChanged([a, b], 1, { primary: true })).toEqual([
      { ...a, primary: false },
      { ...b, primary: true },
    ]);
    expect(withPhoneChanged([a, b], 1, { phone: '1' })).toEqual([a, { ...b, phone: '1' }]);
  });
  it('removing the primary phone makes the first left primary; a new row is primary only when first', () => {
    expect(withPhoneRemoved([a, b], 0)).toEqual([{ ...b, primary: true }]);
    expect(withPhoneRemoved([a, b], 1)).toEqual([a]);
    expect(withPhoneAdded([])).toEqual([{ phone: '', type: 'mobile', primary: true }]);
    expect(withPhoneAdded([a])[1]).toEqual({ phone: '', type: 'mobile', primary: false });
  });
  it('a reach-out choice goes with the number that offered it; email always stays', () => {
    expect(offeredChoices(['text', 'office', 'email'], [a, b])).toEqual(['text', 'office', 'email']);
    expect(offeredChoices(['text', 'office', 'email'], [b])).toEqual(['office', 'email']);
    expect(offeredChoices(['text', 'office', 'email'], [{ ...a, phone: '' }])).toEqual(['email']);
  });
});
