// Step 1 'Your community' (spec 2 §2, §3): community name, the property types in it, the home count and
// the boundary map (PDF, at most 5 MB: 'File too large', 'Unsupported Format').
import {
  HOME_COUNT_RANGES,
  PROPERTIES_IN_COMMUNITY,
  PROPERTY_IN_COMMUNITY_LABELS,
} from '../../../domain/commercial-enums';
import { CheckboxChoices } from '../../../ui/choice';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useCommercialSelector, useStep1Change } from '../commercial-context';
import { AddressSection } from './address-section';
import { MapUpload } from './map-upload';
import { FormSection } from '../../../ui/form-section';

const HOME_OPTIONS = HOME_COUNT_RANGES.map((r) => ({ id: r, label: r }));

export function CommunitySection({ isDisabled }: { isDisabled: boolean }) {
  const communityName = useCommercialSelector((s) => s.context.step1.community_name);
  const properties = useCommercialSelector((s) => s.context.step1.properties_in_community);
  const homeCount = useCommercialSelector((s) => s.context.step1.home_count);
  const change = useStep1Change();
  return (
    <FormSection title="Your community">
      <TextField
        label="Community name"
        name="community_name"
        value={communityName}
        isReadOnly={isDisabled}
        onChange={(community_name) => change({ community_name })}
      />
      <CheckboxChoices
        label="Property types in your community"
        name="properties_in_community"
        value={properties}
        isDisabled={isDisabled}
        onChange={(properties_in_community) => change({ properties_in_community })}
        options={PROPERTIES_IN_COMMUNITY}
        labels={PROPERTY_IN_COMMUNITY_LABELS}
      />
      <Select
        label="Number of homes"
        name="home_count"
        placeholder="Select a range"
        options={HOME_OPTIONS}
        value={homeCount}
        isDisabled={isDisabled}
        onChange={(home_count) => change({ home_count })}
      />
      <MapUpload field="community_boundary_map" label="Community boundary map" isDisabled={isDisabled} />
      <AddressSection isDisabled={isDisabled} />
    </FormSection>
  );
}
