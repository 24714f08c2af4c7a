// The doggie-bag confirmation (the add-bags machine's confirming and buying states): the offer, the
// service whose next visit brings the bags (a choice when there are several), Cancel and the purchase.
// Loaded with bags-flow.tsx (its chunk), when the customer first reaches for the offer's button.
import { BAGS_PRICE } from '../../../domain/constants';
import { Button } from '../../../ui/button';
import { Radio, RadioGroup } from '../../../ui/choice';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { accountMessages } from '../../../domain/account-messages';
import { whenClosed } from '../../../ui/event-handlers';

/** A service the bags can come with, as the dialog shows it. */
export interface BagsChoice {
  uuid: string;
  /** The address in one line. */
  address: string;
  /** 'MM/DD/YYYY' or ''. */
  nextVisit: string;
}

export interface BagsDialogProps {
  offer: string;
  orders: BagsChoice[];
  selected: string | null;
  buying: boolean;
  canConfirm: boolean;
  onSelect: (uuid: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function BagsDialog({
  offer,
  orders,
  selected,
  buying,
  canConfirm,
  onSelect,
  onConfirm,
  onCancel,
}: BagsDialogProps) {
  const chosen = orders.find((o) => o.uuid === selected);
  return (
    <Modal
      isOpen
      isDismissable={!buying}
      onOpenChange={whenClosed(() => onCancel())}
      title={accountMessages.overviewBagsConfirmTitle}
    >
      <div className="dialog__body">
        {/* Wording ours. */}
        <p>
          {offer}, brought with {chosen ? 'the next visit to ' : 'your next visit'}
          {chosen ? <strong>{chosen.address}</strong> : null}. The price is added to your bill.
        </p>
        {orders.length > 1 ? (
          <RadioGroup
            label={accountMessages.overviewBagsChooseService}
            value={selected}
            isDisabled={buying}
            onChange={onSelect}
          >
            {orders.map((o) => (
              <Radio key={o.uuid} value={o.uuid}>
                {o.address}
                {o.nextVisit ? ` (next visit ${o.nextVisit})` : ''}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" isDisabled={buying} onPress={onCancel}>
          Cancel
        </Button>
        <Button isPending={buying} isDisabled={!buying && !canConfirm} onPress={onConfirm}>
          Add bags for ${BAGS_PRICE}
        </Button>
        {buying ? <Spinner label="Adding your bags…" /> : null}
      </div>
    </Modal>
  );
}
