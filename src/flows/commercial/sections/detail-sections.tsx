// Step 2's details, each shown once what it is about is chosen (so a community asking only for trash-can
// service is not asked about bags): stations for the station service or stations, bags for the bags,
// the areas to clean for common-area cleaning, trash cans for the trash-can service. Maps are PDFs under
// 5 MB ('Image size should be less than 5MB').
import {
  BAG_TYPES,
  BAG_TYPE_LABELS,
  COMMUNITY_AREAS_TO_CLEAN,
  COMMUNITY_AREA_TO_CLEAN_LABELS,
  NEW_STATIONS_INTERESTED,
  NEW_STATIONS_INTERESTED_LABELS,
} from '../../../domain/commercial-enums';
import { shownDetails } from '../../../../machines/commercial-enquiry/commercial-enquiry.schema';
import { useCommercialSelector, useStep2Change } from '../commercial-context';
import { Choice, CountField, YesNo } from './detail-fields';
import { MapUpload } from './map-upload';
import { FormSection } from '../../../ui/form-section';

export function DetailSections({ isDisabled }: { isDisabled: boolean }) {
  const step2 = useCommercialSelector((s) => s.context.step2);
  const change = useStep2Change();
  const shown = shownDetails(step2);
  return (
    <>
      {shown.stations ? (
        <FormSection title="Pet waste stations">
          <YesNo
            label="Are pet waste stations installed?"
            value={step2.is_pet_waste_stations_installed}
            isDisabled={isDisabled}
            onChange={(is_pet_waste_stations_installed) => change({ is_pet_waste_stations_installed })}
          />
          {step2.is_pet_waste_stations_installed ? (
            <div className="commercial__row">
              <CountField
                label="How many stations are installed?"
                value={step2.existing_pet_waste_stations_count}
                isDisabled={isDisabled}
                onChange={(existing_pet_waste_stations_count) => change({ existing_pet_waste_stations_count })}
              />
              <MapUpload field="pet_waste_station_map" label="Pet waste station map" isDisabled={isDisabled} />
            </div>
          ) : null}
          <Choice
            label="How many new stations are you interested in?"
            options={NEW_STATIONS_INTERESTED}
            labels={NEW_STATIONS_INTERESTED_LABELS}
            value={step2.new_pet_waste_stations_interested}
            isDisabled={isDisabled}
            onChange={(new_pet_waste_stations_interested) => change({ new_pet_waste_stations_interested })}
          />
        </FormSection>
      ) : null}
      {shown.bags ? (
        <FormSection title="Pet waste station bags">
          <Choice
            label="Bag type"
            options={BAG_TYPES}
            labels={BAG_TYPE_LABELS}
            value={step2.bag_type}
            isDisabled={isDisabled}
            onChange={(bag_type) => change({ bag_type })}
          />
        </FormSection>
      ) : null}
      {shown.commonAreas ? (
        <FormSection title="Common area cleaning">
          <Choice
            label="Areas to clean"
            options={COMMUNITY_AREAS_TO_CLEAN}
            labels={COMMUNITY_AREA_TO_CLEAN_LABELS}
            value={step2.areas_to_clean}
            isDisabled={isDisabled}
            onChange={(areas_to_clean) => change({ areas_to_clean })}
          />
          <MapUpload field="common_area_cleaning_map" label="Common area map" isDisabled={isDisabled} />
        </FormSection>
      ) : null}
      {shown.trashCans ? (
        <FormSection title="Trash cans">
          <YesNo
            label="Are trash cans installed?"
            value={step2.is_trash_cans_installed}
            isDisabled={isDisabled}
            onChange={(is_trash_cans_installed) => change({ is_trash_cans_installed })}
          />
          {step2.is_trash_cans_installed ? (
            <div className="commercial__row">
              <CountField
                label="How many trash cans are installed?"
                value={step2.trash_cans_count}
                isDisabled={isDisabled}
                onChange={(trash_cans_count) => change({ trash_cans_count })}
              />
              <MapUpload field="trash_can_location_map" label="Trash can location map" isDisabled={isDisabled} />
            </div>
          ) : null}
          <Choice
            label="How many new trash cans are you interested in?"
            options={NEW_STATIONS_INTERESTED}
            labels={NEW_STATIONS_INTERESTED_LABELS}
            value={step2.new_trash_cans_interested}
            isDisabled={isDisabled}
            onChange={(new_trash_cans_interested) => change({ new_trash_cans_interested })}
          />
        </FormSection>
      ) : null}
    </>
  );
}
