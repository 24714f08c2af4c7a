/**
 * The Edit Community Information modal (spec doc 3 §2.2, §4 Community info modal, §5 Community
 * info modal, §7 PUT /crm/commercial-community/{uuid}/).
 */
import type { Address } from '../shared/address.schema';
import { isAddressComplete } from '../shared/address.schema';

export interface CommunityForm {
  uuid: string;
  /** House types; '' is an entry not chosen yet (dropped on save). */
  properties_in_community: string[];
  home_count: string;
  address: Address | null;
}

/** Save enabled only with at least one house type and a sample address with all four parts. */
export function canSaveCommunity(form: CommunityForm): boolean {
  return form.properties_in_community.some((t) => t !== '') && isAddressComplete(form.address);
}

/** A house type already chosen (in another entry) cannot be picked again. */
export function isHouseTypeAvailable(form: CommunityForm, index: number, value: string): boolean {
  return value === '' || !form.properties_in_community.some((t, i) => i !== index && t === value);
}
