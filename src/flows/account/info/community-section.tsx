// The Community Info cards of a commercial customer (spec 3 §2.2: house types, number of homes, the
// boundary map PDF, the sample address; Edit, Update Map, Update Community Details) and the Edit
// Community Information modal on the community-info machine (spec 3 §4, §5; PUT
// /crm/commercial-community/{uuid}/).
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { communityInfoMachine } from '../../../../machines/community-info/community-info.machine';
import { formatAddressLine } from '../../../../machines/shared/address.schema';
import type { AddressLookup } from '../../../adapters/address/address-lookup';
import { useApi } from '../../../api-context';
import { communitiesQuery } from '../../../api/account-queries';
import type { components } from '../../../api/schema.gen';
import { PROPERTY_IN_COMMUNITY_LABELS } from '../../../domain/commercial-enums';
import type { PropertyInCommunity } from '../../../domain/commercial-enums';
import { inspect } from '../../../inspect';
import { Button } from '../../../ui/button';
import { Card, Facts } from '../../../ui/card';
import { EmptyState } from '../../../ui/states';
import type { AccountUserProps } from '../account-nav';
import { useDraftSnapshot, useModalDraft } from '../shared/modal-draft';
import { createCommunityImplementations } from './actors';
import { communityToForm } from './forms-from-api';
import { CommunityActor } from './community-context';
import { CommunityModal } from './community-modal';
import { COMMUNITY_DRAFT, draftNames } from './drafts';
import { useInfoLogic } from './use-info-logic';
import { accountMessages } from '../../../domain/account-messages';

type CommunityInfo = components['schemas']['CommunityInfo'];

/** Keeps the modal's draft (drafts.ts says what is kept). */
function CommunityDraft({ name }: { name: string }) {
  useModalDraft(CommunityActor.useActorRef(), name, COMMUNITY_DRAFT);
  return null;
}

/** 'map': opened by Update Map, the upload button takes the focus. */
export type CommunityEntry = 'details' | 'map';

export function CommunitySection({ user, lookup }: { user: AccountUserProps; lookup: AddressLookup | null }) {
  const api = useApi();
  const { data: communities } = useSuspenseQuery(communitiesQuery(api, user.uuid));
  const logic = useInfoLogic(user, (deps) => communityInfoMachine.provide(createCommunityImplementations(deps)));
  const draft = draftNames.community(user.uuid);
  const restored = useDraftSnapshot(logic, draft);
  const [entry, setEntry] = useState<CommunityEntry>('details');
  return (
    <CommunityActor.Provider logic={logic} options={{ ...restored, inspect }}>
      <CommunityDraft name={draft} />
      {communities.length === 0 ? (
        <Card title={accountMessages.communityInfoTitle} className="info-card">
          <EmptyState>
            <p>{accountMessages.noCommunities}</p>
          </EmptyState>
        </Card>
      ) : (
        communities.map((c) => (
          <CommunityCard key={c.uuid} community={c} several={communities.length > 1} onEntry={setEntry} />
        ))
      )}
      <CommunityModal lookup={lookup} focusMap={entry === 'map'} draft={draft} />
    </CommunityActor.Provider>
  );
}

const houseTypeLabel = (t: string) => PROPERTY_IN_COMMUNITY_LABELS[t as PropertyInCommunity] ?? t;

function CommunityCard({
  community,
  several,
  onEntry,
}: {
  community: CommunityInfo;
  several: boolean;
  onEntry: (entry: CommunityEntry) => void;
}) {
  const actor = CommunityActor.useActorRef();
  const open = (entry: CommunityEntry) => () => {
    onEntry(entry);
    actor.send({ type: 'community.edit', community: communityToForm(community) });
  };
  const name = community.community_name;
  const types = community.properties_in_community.map(houseTypeLabel);
  return (
    <Card
      title={several && name ? `${accountMessages.communityInfoTitle}: ${name}` : accountMessages.communityInfoTitle}
      className="info-card"
      actions={
        <Button variant="secondary" aria-label="Edit community information" onPress={open('details')}>
          Edit
        </Button>
      }
    >
      <Facts
        rows={[
          ...(name ? [{ key: 'name', label: 'Community', value: name }] : []),
          {
            key: 'types',
            label: 'House types',
            value: types.length > 0 ? types.join(', ') : accountMessages.notProvided,
          },
          { key: 'homes', label: 'Number of homes', value: community.home_count ?? accountMessages.notProvided },
          {
            key: 'map',
            label: 'Boundary map',
            value: community.community_boundary_map ? (
              <MapLink map={community.community_boundary_map} />
            ) : (
              <span className="info-muted">{accountMessages.noBoundaryMap}</span>
            ),
          },
          {
            key: 'address',
            label: 'Sample address',
            value: community.address ? formatAddressLine(community.address) : accountMessages.notProvided,
          },
        ]}
      />
      <div className="info-card__links">
        <Button variant="secondary" onPress={open('map')}>
          {accountMessages.updateMap}
        </Button>
        <Button variant="secondary" onPress={open('details')}>
          {accountMessages.updateCommunityDetails}
        </Button>
      </div>
    </Card>
  );
}

/**
 * The saved boundary map. A web address opens in a new tab; a map the API holds as a data URL is a
 * download (browsers refuse to open a data URL as a page, and a PDF opened from a blob address would
 * inherit this page's strict CSP, object-src 'none', which some browsers apply to their PDF viewer).
 */
function MapLink({ map }: { map: string }) {
  return map.startsWith('data:') ? (
    <a href={map} download="boundary-map.pdf">
      {accountMessages.downloadBoundaryMap}
    </a>
  ) : (
    <a href={map} target="_blank" rel="noopener noreferrer">
      {accountMessages.viewBoundaryMap}
    </a>
  );
}
