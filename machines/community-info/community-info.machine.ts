/**
 * community-info: the Edit Community Information modal of commercial customers
 * (spec doc 3 §2.2, §4 Community info modal, §5, §7).
 *
 * States: closed → editing → saving → closed
 *
 * Invariants: Save only with a house type and a complete sample address; no house type twice;
 * empty house-type entries are dropped; the boundary map (PDF) is sent only when changed.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../shared/domain';
import type { NotifyErrorsParams } from '../shared/types';
import { notifyRefusal } from '../shared/refusal';
import { notProvided } from '../shared/types';
import type { PickedFile } from '../shared/upload';
import { uploadError } from '../shared/upload';
import { canSaveCommunity, isHouseTypeAvailable } from './community-info.schema';
import type { CommunityForm } from './community-info.schema';

export interface SaveCommunityRequest {
  uuid: string;
  properties_in_community: string[];
  home_count: string;
  address: CommunityForm['address'];
  community_boundary_map?: string;
}

export type SaveResult = { kind: 'saved' } | { kind: 'invalid'; errors: unknown };

export interface CommunityInfoContext {
  form: CommunityForm | null;
  /** A newly picked boundary map (data URL), or null when unchanged. */
  map: string | null;
  mapError: string | null;
}

export type CommunityInfoEvent =
  | { type: 'community.edit'; community: CommunityForm }
  | { type: 'community.houseType.add' }
  | { type: 'community.houseType.change'; index: number; value: string }
  | { type: 'community.houseType.remove'; index: number }
  | { type: 'community.change'; values: Partial<Pick<CommunityForm, 'home_count' | 'address'>> }
  | { type: 'community.map.select'; file: PickedFile }
  | { type: 'community.save' }
  | { type: 'community.cancel' };

export function saveCommunityRequest(c: CommunityInfoContext): SaveCommunityRequest {
  const f = c.form as CommunityForm;
  const request = {
    uuid: f.uuid,
    properties_in_community: f.properties_in_community.filter((t) => t !== ''),
    home_count: f.home_count,
    address: f.address,
  };
  return c.map === null ? request : { ...request, community_boundary_map: c.map };
}

export const communityInfoMachine = setup({
  types: {
    context: {} as CommunityInfoContext,
    events: {} as CommunityInfoEvent,
  },
  actors: {
    /** PUT /crm/commercial-community/{uuid}/. */
    saveCommunity: fromPromise<SaveResult, SaveCommunityRequest>(() => notProvided('saveCommunity')),
  },
  guards: {
    isHouseTypeAvailable: ({ context }, p: { index: number; value: string }) =>
      context.form !== null && isHouseTypeAvailable(context.form, p.index, p.value),
    isUploadAcceptable: (_, file: PickedFile) => uploadError(file, messages.fileTooLarge) === null,
    canSave: ({ context }) => context.form !== null && canSaveCommunity(context.form),
    isSaved: (_, result: SaveResult) => result.kind === 'saved',
  },
  actions: {
    startEdit: assign({ form: (_, community: CommunityForm) => community, map: null, mapError: null }),
    addHouseType: assign({
      form: ({ context }) =>
        context.form
          ? { ...context.form, properties_in_community: [...context.form.properties_in_community, ''] }
          : null,
    }),
    setHouseType: assign({
      form: ({ context }, p: { index: number; value: string }) =>
        context.form
          ? {
              ...context.form,
              properties_in_community: context.form.properties_in_community.map((t, i) =>
                i === p.index ? p.value : t,
              ),
            }
          : null,
    }),
    removeHouseType: assign({
      form: ({ context }, index: number) =>
        context.form
          ? {
              ...context.form,
              properties_in_community: context.form.properties_in_community.filter((_, i) => i !== index),
            }
          : null,
    }),
    mergeForm: assign({
      form: ({ context }, values: Partial<CommunityForm>) => (context.form ? { ...context.form, ...values } : null),
    }),
    assignMap: assign({ map: (_, file: PickedFile) => file.dataUrl, mapError: null }),
    assignMapError: assign({ mapError: (_, file: PickedFile) => uploadError(file, messages.fileTooLarge) }),
    clearForm: assign({ form: null, map: null, mapError: null }),
    /** Effects the view provides. */
    reloadCommunities: () => notProvided('reloadCommunities'),
    notifySaved: () => notProvided('notifySaved'),
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** A save's refusal, through notifyErrors (machines/shared/refusal.ts). */
    notifyRefusal: notifyRefusal<CommunityInfoContext, CommunityInfoEvent>(),
  },
}).createMachine({
  id: 'communityInfo',
  description:
    'Community Info card and the Edit Community Information modal: house types, number of homes, boundary map PDF, sample address.',
  context: { form: null, map: null, mapError: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'Community Info cards; the modal is closed.',
      on: {
        'community.edit': { target: 'editing', actions: { type: 'startEdit', params: ({ event }) => event.community } },
      },
    },
    editing: {
      description:
        'Editing; Save is enabled only with at least one house type and a sample address with address, city, state and zip_code.',
      on: {
        'community.houseType.add': { actions: 'addHouseType' },
        'community.houseType.change': {
          guard: { type: 'isHouseTypeAvailable', params: ({ event }) => ({ index: event.index, value: event.value }) },
          actions: { type: 'setHouseType', params: ({ event }) => ({ index: event.index, value: event.value }) },
        },
        'community.houseType.remove': { actions: { type: 'removeHouseType', params: ({ event }) => event.index } },
        'community.change': { actions: { type: 'mergeForm', params: ({ event }) => event.values } },
        'community.map.select': [
          {
            guard: { type: 'isUploadAcceptable', params: ({ event }) => event.file },
            actions: { type: 'assignMap', params: ({ event }) => event.file },
          },
          { actions: { type: 'assignMapError', params: ({ event }) => event.file } },
        ],
        'community.save': { guard: 'canSave', target: 'saving' },
        'community.cancel': { target: 'closed', actions: 'clearForm' },
      },
    },
    saving: {
      description: 'PUT /crm/commercial-community/{uuid}/ with empty house types dropped and the map only if changed.',
      invoke: {
        id: 'saveCommunity',
        src: 'saveCommunity',
        input: ({ context }) => saveCommunityRequest(context),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => event.output },
            target: 'closed',
            actions: ['clearForm', 'reloadCommunities', 'notifySaved'],
          },
          {
            target: 'editing',
            actions: { type: 'notifyRefusal', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
