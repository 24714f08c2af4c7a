// Deleting a card asks first (spec 3 §4: card delete; the confirmation is ours, as for pauses).
import { accountMessages } from '../../../domain/account-messages';
import { AlertDialog } from '../../../ui/modal';
import { cardLabel } from './billing-model';
import { CardActor } from './card-context';
import { whenClosed } from '../../../ui/event-handlers';

export function DeleteCardDialog() {
  const open = CardActor.useSelector((s) => s.matches('confirmingDelete'));
  const card = CardActor.useSelector((s) => s.context.cards.find((c) => c.uuid === s.context.targetUuid) ?? null);
  const actor = CardActor.useActorRef();
  return (
    <AlertDialog
      isOpen={open}
      onOpenChange={whenClosed(() => actor.send({ type: 'card.delete.cancel' }))}
      title={accountMessages.cardDeleteTitle}
      confirmLabel={accountMessages.cardDeleteConfirm}
      cancelLabel={accountMessages.cardDeleteCancel}
      onConfirm={() => actor.send({ type: 'card.delete.confirm' })}
    >
      <p>{accountMessages.cardDeleteText.replace('{card}', card ? cardLabel(card) : 'This card')}</p>
    </AlertDialog>
  );
}
