// One dog's card (spec 3 §2.4): its photo or initial, its name as the title, breed, birthday
// (MM/DD/YYYY), the five dog flags (spec 3 §9), additional info, the service address, Edit and Delete.
import { useSelector } from '@xstate/react';
import { Button } from '../../../ui/button';
import { Card, Facts } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import type { ServiceOrder } from '../shared/service-facts';
import { DogAvatar } from './dog-avatar';
import type { DogActor } from './dog-context';
import { dogFactRows, petToForm } from './dog-facts';
import type { Pet } from './dog-facts';

interface Props {
  pet: Pet;
  orders: readonly ServiceOrder[];
  actor: DogActor;
}

export function DogCard({ pet, orders, actor }: Props) {
  const deleting = useSelector(actor, (s) => s.matches('deleting') && s.context.uuid === pet.uuid);
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  return (
    <Card
      title={pet.name}
      level={3}
      className="dog-card"
      actions={
        <>
          <Button
            variant="secondary"
            aria-label={`Edit ${pet.name}`}
            isDisabled={busy}
            onPress={() => actor.send({ type: 'dog.edit', uuid: pet.uuid, form: petToForm(pet), photo: pet.photo })}
          >
            Edit
          </Button>
          <Button
            variant="quiet"
            aria-label={`Delete ${pet.name}`}
            isDisabled={busy && !deleting}
            isPending={deleting}
            onPress={() => actor.send({ type: 'dog.delete', uuid: pet.uuid })}
          >
            Delete
          </Button>
        </>
      }
    >
      <div className="dog-card__body">
        <DogAvatar name={pet.name} photo={pet.photo} alt={`Photo of ${pet.name}`} />
        <Facts rows={dogFactRows(pet, orders)} />
      </div>
      {deleting ? <Spinner label={`Deleting ${pet.name}…`} showLabel /> : null}
    </Card>
  );
}
