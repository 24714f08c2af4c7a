// The account's Dogs tab (spec 3 §2.4; tab 3, residential only: the shell hides it for commercial
// customers): one card per dog, 'Add Dog', Edit and Delete on each card, the Add/Edit dog modal and
// the delete confirmation, all on one dog machine. The dogs and the services they can belong to are
// read together; a dog the machine marks is_deleted is gone from the list at once.
import { useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { shallowEqual, useSelector } from '@xstate/react';
import { petsQuery, serviceOrdersQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { accountMessages } from '../../../domain/account-messages';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/states';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import { useFocusAfterRemoval } from '../shared/use-focus-after-removal';
import { useOfficeToday } from '../services/office-time';
import { DeleteDogDialog } from './delete-dialog';
import { DogCard } from './dog-card';
import { useDogActor } from './dog-context';
import { dogServiceOptions } from './dog-facts';
import { DogModal } from './dog-modal';
import '../../../styles/account-dogs.css';

export default function DogsTab({ user }: { user: AccountUserProps; nav: AccountNav }) {
  return (
    <div className="dogs">
      <SectionBoundary loading="Loading your dogs…">
        <Dogs user={user} />
      </SectionBoundary>
    </div>
  );
}

function Dogs({ user }: { user: AccountUserProps }) {
  const api = useApi();
  const { data: pets } = useSuspenseQuery(petsQuery(api));
  const { data: orders } = useSuspenseQuery(serviceOrdersQuery(api, user.uuid));
  const { today } = useOfficeToday(user);
  const actor = useDogActor(pets, today, user.uuid);
  // Compared item by item, so the value only changes when the set of deleted dogs does.
  const deleted = useSelector(
    actor,
    (s) => s.context.dogs.filter((d) => d.is_deleted).map((d) => d.uuid),
    shallowEqual,
  );
  const shown = pets.filter((p) => !deleted.includes(p.uuid));
  const title = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(deleted.length, title);
  const services = dogServiceOptions(orders);
  return (
    <>
      <header className="split-row dogs__header">
        <h2 ref={title} tabIndex={-1} className="dogs__title">
          {accountMessages.dogsTitle}
        </h2>
        {services.length > 0 ? (
          <Button onPress={() => actor.send({ type: 'dog.add', services: services.map((s) => s.id) })}>
            {accountMessages.addDog}
          </Button>
        ) : null}
      </header>
      {services.length === 0 ? <p className="dogs__note">{accountMessages.dogNeedsService}</p> : null}
      {shown.length === 0 && services.length > 0 ? (
        <EmptyState>
          <p>{accountMessages.noDogs}</p>
        </EmptyState>
      ) : (
        <div className="dogs__grid">
          {shown.map((pet) => (
            <DogCard key={pet.uuid} pet={pet} orders={orders} actor={actor} />
          ))}
        </div>
      )}
      <DogModal actor={actor} services={services} />
      <DeleteDogDialog actor={actor} />
    </>
  );
}
