// The 'Add Credit Card' / 'Edit Credit Card' modal (spec 3 §2.5, §4 Card modal) and, inside it, the
// add-address view. The card form stays mounted (hidden) while the address view shows, so the hosted
// number and CVV the customer typed survive the detour.
import type { RefObject } from 'react';
import type { CardFieldsController } from '../../../adapters/card-fields/card-fields';
import { accountMessages } from '../../../domain/account-messages';
import { Modal } from '../../../ui/modal';
import { useAddressLookup } from '../../shared/use-address-lookup';
import { AddressView } from './address-view';
import { CardActor, isSending } from './card-context';
import { CardForm } from './card-form';

export function CardModal({ controllerRef }: { controllerRef: RefObject<CardFieldsController | null> }) {
  const open = CardActor.useSelector((s) => s.matches('adding') || s.matches('editing'));
  const adding = CardActor.useSelector((s) => s.matches('adding'));
  const addressView = CardActor.useSelector(
    (s) => s.matches({ adding: 'address' }) || s.matches({ editing: 'address' }),
  );
  const busy = CardActor.useSelector(isSending);
  const actor = CardActor.useActorRef();
  const title = addressView
    ? accountMessages.addBillingAddressTitle
    : adding
      ? accountMessages.addCreditCard
      : accountMessages.editCreditCard;
  return (
    <Modal
      isOpen={open}
      isDismissable={!busy}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) actor.send({ type: 'card.cancel' });
      }}
      title={title}
      className="info-modal billing-modal"
    >
      <ModalBody controllerRef={controllerRef} addressView={addressView} />
    </Modal>
  );
}

function ModalBody({
  controllerRef,
  addressView,
}: {
  controllerRef: RefObject<CardFieldsController | null>;
  addressView: boolean;
}) {
  // Loaded once the modal opens: Google Places with a key, manual entry otherwise.
  const lookup = useAddressLookup();
  return (
    <>
      <CardForm controllerRef={controllerRef} hidden={addressView} />
      {addressView ? <AddressView lookup={lookup} /> : null}
    </>
  );
}
