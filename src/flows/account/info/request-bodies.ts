// The Account Information tab's saves as the API's request bodies: only values the contract names
// (community roles, house types, home ranges) are sent.
import type { AccountForm } from '../../../../machines/account-edit/account-edit.schema';
import { accountUpdateBody } from '../../../../machines/account-edit/account-edit.payload';
import type { SaveCommunityRequest } from '../../../../machines/community-info/community-info.machine';
import type { components } from '../../../api/schema.gen';
import { COMMUNITY_ROLES, HOME_COUNT_RANGES, PROPERTIES_IN_COMMUNITY } from '../../../domain/commercial-enums';

type Schemas = components['schemas'];

const isCommunityRole = (v: string | undefined): v is Schemas['CommunityRole'] =>
  (COMMUNITY_ROLES as readonly string[]).includes(v ?? '');
const isHouseType = (v: string): v is Schemas['HouseType'] =>
  (PROPERTIES_IN_COMMUNITY as readonly string[]).includes(v);
const isHomeCount = (v: string): v is Schemas['HomeCount'] => (HOME_COUNT_RANGES as readonly string[]).includes(v);

/** The account body as the API's type (the community role only when it is one of the contract's). */
export function accountBody(form: AccountForm, commercial: boolean): Schemas['CommercialAccountUpdateRequest'] {
  const { community_role, ...body } = accountUpdateBody(form, commercial);
  return isCommunityRole(community_role) ? { ...body, community_role } : body;
}

/** The community body as the API's type: only the contract's house types and home ranges. */
export function communityBody(input: SaveCommunityRequest): Schemas['CommunityInfoUpdateRequest'] {
  const { address, home_count, properties_in_community, community_boundary_map, uuid } = input;
  return {
    uuid,
    properties_in_community: properties_in_community.filter(isHouseType),
    ...(isHomeCount(home_count) ? { home_count } : {}),
    ...(address ? { address } : {}),
    ...(community_boundary_map ? { community_boundary_map } : {}),
  };
}
