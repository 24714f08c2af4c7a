// The tab's one dog machine (spec 3 §4 Dog modal): the cards, the modal and the delete confirmation
// read and drive the same actor, created once with the tab's effects and today's date of the office.
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { dogMachine } from '../../../../machines/dog/dog.machine';
import { useApi } from '../../../api-context';
import { toWireDate } from '../../../domain/dates';
import type { CalendarDate } from '../../../domain/dates';
import { inspect } from '../../../inspect';
import { createDogImplementations } from './actors';
import type { Pet } from './dog-facts';

export type DogActor = ActorRefFrom<typeof dogMachine>;

const listed = (pets: readonly Pet[]) => pets.map((p) => ({ uuid: p.uuid, name: p.name }));

export function useDogActor(pets: readonly Pet[], today: CalendarDate): DogActor {
  const api = useApi();
  const queryClient = useQueryClient();
  const [machine] = useState(() => dogMachine.provide(createDogImplementations(api, queryClient)));
  const actor = useActorRef(machine, { input: { dogs: listed(pets), today: toWireDate(today) }, inspect });
  // Each reload of the list reaches the machine, which keeps the is_deleted flags of the dogs on it.
  useEffect(() => actor.send({ type: 'dog.list.load', dogs: listed(pets) }), [actor, pets]);
  return actor;
}
