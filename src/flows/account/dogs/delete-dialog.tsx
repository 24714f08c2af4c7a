// 'Delete this dog?' (spec 3 §4 Dog modal: delete; the confirmation is ours, as for pauses and cards):
// open while the machine waits in confirmingDelete; Keep is focused first (the safe answer).
import { useSelector } from '@xstate/react';
import { accountMessages } from '../../../domain/account-messages';
import { AlertDialog } from '../../../ui/modal';
import type { DogActor } from './dog-context';
import { whenClosed } from '../../../ui/event-handlers';

export function DeleteDogDialog({ actor }: { actor: DogActor }) {
  const open = useSelector(actor, (s) => s.matches('confirmingDelete'));
  const name = useSelector(actor, (s) => s.context.dogs.find((d) => d.uuid === s.context.uuid)?.name ?? 'this dog');
  return (
    <AlertDialog
      isOpen={open}
      // After Delete the machine is deleting already and ignores the cancel.
      onOpenChange={whenClosed(() => actor.send({ type: 'dog.delete.cancel' }))}
      title={`Delete ${name}?`}
      confirmLabel="Delete dog"
      cancelLabel="Keep dog"
      onConfirm={() => actor.send({ type: 'dog.delete.confirm' })}
    >
      <p>{accountMessages.dogDeleteText}</p>
    </AlertDialog>
  );
}
