// The wizard's progress across a reload (design §3.6): the machine's persisted snapshot in the
// acquisition store, with each picked map kept apart as its data URL.
//  1. Only an editing snapshot (step 1 or step 2) of the same commercial quote is restored: a call in
//     flight cannot resume, and another quote's answers do not belong to this one.
//  2. The maps are written once each when picked, not with every keystroke's snapshot. A map the
//     session's quota cannot hold is not kept; after a reload the wizard asks for it again (lostMaps).
//  3. What comes from now: the input (session, ids, today), a signed-in user's locked fields; errors go.
import type { Snapshot } from 'xstate';
import type {
  CommercialEnquiryContext,
  CommercialEnquiryInput,
} from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import { STEP2_MAPS } from '../../../machines/commercial-enquiry/commercial-enquiry.schema';
import type { MapField, Step1Values } from '../../../machines/commercial-enquiry/commercial-enquiry.schema';
import { acquisitionStore } from '../shared/acquisition-store';

const FLOW = 'commercial';
const MAP_FIELDS: readonly MapField[] = ['community_boundary_map', ...STEP2_MAPS];
const fileFlow = (field: MapField) => `${FLOW}.file.${field}`;

export type PersistedCommercial = Snapshot<unknown> & {
  status?: string;
  value?: unknown;
  context?: CommercialEnquiryContext;
};

const EDITING = ['step1', 'step2'];
const isEditing = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  EDITING.some((step) => (value as Record<string, unknown>)[step] === 'editing');

/** The map's content in the snapshot's context. */
function mapOf(c: CommercialEnquiryContext, field: MapField): string | null {
  return field === 'community_boundary_map' ? c.boundaryMap : c.maps[field];
}

function withMaps(c: CommercialEnquiryContext, read: (f: MapField) => string | null): CommercialEnquiryContext {
  const value = (f: MapField) => (c.mapNames[f] ? read(f) : null);
  return {
    ...c,
    boundaryMap: value('community_boundary_map'),
    maps: {
      pet_waste_station_map: value('pet_waste_station_map'),
      trash_can_location_map: value('trash_can_location_map'),
      common_area_cleaning_map: value('common_area_cleaning_map'),
    },
  };
}

/** A stored wizard rewritten for this visit (see the header), or undefined when it cannot resume. */
export function restorableSnapshot(
  stored: unknown,
  readMap: (field: MapField) => string | null,
  input: CommercialEnquiryInput,
): PersistedCommercial | undefined {
  const s = stored as PersistedCommercial | null;
  const c = s?.context;
  if (!s || s.status !== 'active' || !isEditing(s.value) || !c?.step1 || !c.step2 || !c.mapNames) return undefined;
  if (c.input?.quoteUuid !== input.quoteUuid) return undefined;
  const restored = withMaps(c, readMap);
  const lost = MAP_FIELDS.filter((f) => c.mapNames[f] && mapOf(restored, f) === null);
  const { step1: prefill, ...now } = input;
  return {
    ...s,
    context: {
      ...restored,
      input: now,
      // A signed-in user's names and email come from the account, not from older entries.
      step1: { ...c.step1, ...(input.loggedIn ? prefill : {}) },
      mapNames: Object.fromEntries(Object.entries(c.mapNames).filter(([f]) => !lost.includes(f as MapField))),
      lostMaps: [...new Set([...(c.lostMaps ?? []), ...lost])],
      errors: {},
      proposalUuid: c.proposalUuid ?? input.proposalUuid,
      innerProposalUuid: c.innerProposalUuid ?? input.innerProposalUuid,
    },
  };
}

/** The maps last written, so a snapshot writes only the ones that changed. */
const written = new Map<MapField, string | null>();

export const commercialPersistence = {
  load(input: CommercialEnquiryInput): PersistedCommercial | undefined {
    return restorableSnapshot(
      acquisitionStore.snapshot(FLOW),
      (f) => acquisitionStore.snapshot<string>(fileFlow(f)),
      input,
    );
  },
  /** Saves an editing snapshot; other states (checks, the submit chain) are never resumed. */
  save(snapshot: Snapshot<unknown>): void {
    const s = snapshot as PersistedCommercial;
    if (!s.context || s.status !== 'active' || !isEditing(s.value)) return;
    const entries = { ...s, context: withMaps(s.context, () => null) };
    // The entries come first: when the maps leave them no room, the maps go (to be asked for again).
    if (!acquisitionStore.trySetSnapshot(FLOW, entries)) {
      for (const field of MAP_FIELDS) {
        acquisitionStore.setSnapshot(fileFlow(field), null);
        written.set(field, null);
      }
      acquisitionStore.trySetSnapshot(FLOW, entries);
      return;
    }
    for (const field of MAP_FIELDS) {
      const map = mapOf(s.context, field);
      if (written.get(field) === map) continue;
      written.set(field, map);
      if (map === null) acquisitionStore.setSnapshot(fileFlow(field), null);
      // Too big for the quota: nothing is kept under its key, so the reload asks for it again.
      else acquisitionStore.trySetSnapshot(fileFlow(field), map);
    }
  },
  /** Step 1 passed its checks: a reload now finds it validated (the step 2 header open). */
  markStep1Validated(step1: Step1Values): void {
    const s = acquisitionStore.snapshot<PersistedCommercial>(FLOW);
    if (s?.context)
      acquisitionStore.setSnapshot(FLOW, { ...s, context: { ...s.context, step1, step1Validated: true } });
  },
  clear(): void {
    acquisitionStore.setSnapshot(FLOW, null);
    for (const field of MAP_FIELDS) acquisitionStore.setSnapshot(fileFlow(field), null);
    written.clear();
  },
};
