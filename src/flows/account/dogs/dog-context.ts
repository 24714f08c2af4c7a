// The tab's one dog machine (spec 3 §4 Dog modal): the cards, the modal and the delete confirmation
// read and drive the same actor, created once with the tab's effects and today's date of the office.
// The modal's entries survive a reload (shared/modal-draft.ts): the tab is in the URL, so the next
// mount starts from the draft with the modal open (the photo too while it fits the session storage).
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { dogMachine } from '../../../../machines/dog/dog.machine';
import type { DogContext } from '../../../../machines/dog/dog.types';
import { useApi } from '../../../api-context';
import { toWireDate } from '../../../domain/dates';
import type { CalendarDate } from '../../../domain/dates';
import { inspect } from '../../../inspect';
import { useDraftSnapshot, useModalDraft, withContext } from '../shared/modal-draft';
import { createDogImplementations } from './actors';
import type { Pet } from './dog-facts';

export type DogActor = ActorRefFrom<typeof dogMachine>;
type DogSnapshot = SnapshotFrom<typeof dogMachine>;

const listed = (pets: readonly Pet[]) => pets.map((p) => ({ uuid: p.uuid, name: p.name }));

/**
 * A picked photo is kept in the draft up to this many characters of its data URL (~750 KB of image):
 * the session storage holds about 5 M characters for the whole site, and a draft that does not fit
 * would not be written at all (an older one would come back).
 */
export const PHOTO_DRAFT_LIMIT = 1_000_000;

const isEditable = (s: DogSnapshot) => s.matches('form');
const isPending = (s: DogSnapshot) => s.matches('saving');

/**
 * The draft as kept: without the last try's errors; a picked photo too large to keep goes back to
 * what the modal opened with (the dog's saved photo, or none), and is then not sent.
 */
export function dogDraft(pets: readonly Pet[]) {
  return (persisted: Record<string, unknown>): Record<string, unknown> => {
    const context = persisted.context as DogContext;
    const fits = !context.photoChanged || (context.photo?.length ?? 0) <= PHOTO_DRAFT_LIMIT;
    const photo = fits ? {} : { photo: pets.find((p) => p.uuid === context.uuid)?.photo ?? null, photoChanged: false };
    return withContext(persisted, () => ({ ...context, errors: {}, ...photo }));
  };
}

export function useDogActor(pets: readonly Pet[], today: CalendarDate, userUuid: string): DogActor {
  const api = useApi();
  const queryClient = useQueryClient();
  const [machine] = useState(() => dogMachine.provide(createDogImplementations(api, queryClient)));
  const draft = `dog.${userUuid}`;
  const input = { dogs: listed(pets), today: toWireDate(today) };
  const actor = useActorRef(machine, { input, ...useDraftSnapshot(machine, draft, { now: input }), inspect });
  const options = useMemo(() => ({ editable: isEditable, pending: isPending, clean: dogDraft(pets) }), [pets]);
  useModalDraft(actor, draft, options);
  // Each reload of the list reaches the machine, which keeps the is_deleted flags of the dogs on it.
  useEffect(() => actor.send({ type: 'dog.list.load', dogs: listed(pets) }), [actor, pets]);
  return actor;
}
