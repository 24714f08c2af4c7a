// 'Close this ticket' (spec 3 §4 Ticket): the satisfaction rating (happy, neutral, sad) as radio cards —
// Tab enters the group, arrows choose — and Close, which stays disabled until a rating is chosen; it
// sends status closed plus the rating. Cancel keeps the ticket open and forgets the rating.
import { useSelector } from '@xstate/react';
import { selectIsCloseModalOpen, selectIsClosing } from '../../../../machines/ticket/ticket.selectors';
import { SATISFACTION } from '../../../domain/account-enums';
import type { Satisfaction } from '../../../domain/account-enums';
import { RadioCard, RadioCardGroup } from '../../../ui/choice';
import { FormActions, Modal } from '../../../ui/modal';
import type { TicketActor } from './actors';
import { SatisfactionFace } from './satisfaction-face';
import { SATISFACTION_LABELS } from './ticket-facts';
import { accountMessages } from '../../../domain/account-messages';
import { submitWith } from '../../../ui/event-handlers';

const isSatisfaction = (v: string): v is Satisfaction => (SATISFACTION as readonly string[]).includes(v);

export function CloseTicketModal({ actor }: { actor: TicketActor }) {
  const open = useSelector(actor, selectIsCloseModalOpen);
  const closing = useSelector(actor, selectIsClosing);
  const satisfaction = useSelector(actor, (s) => s.context.satisfaction);
  const canClose = useSelector(actor, (s) => s.can({ type: 'close.confirm' }));
  const cancel = () => actor.send({ type: 'close.cancel' });
  const submit = submitWith(() => actor.send({ type: 'close.confirm' }));
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !closing) cancel();
      }}
      title={accountMessages.closeThisTicket}
      className="close-ticket-modal"
    >
      <form className="close-ticket" onSubmit={submit}>
        <RadioCardGroup
          label={accountMessages.closeTicketQuestion}
          value={satisfaction}
          onChange={(v) => {
            if (isSatisfaction(v)) actor.send({ type: 'close.rating.select', satisfaction: v });
          }}
          orientation="horizontal"
          isRequired
          isDisabled={closing}
          className="close-ticket__ratings"
        >
          {SATISFACTION.map((value) => (
            <RadioCard
              key={value}
              value={value}
              title={
                <>
                  <SatisfactionFace value={value} />
                  {SATISFACTION_LABELS[value]}
                </>
              }
            />
          ))}
        </RadioCardGroup>
        <FormActions
          submitLabel={accountMessages.closeTicketConfirm}
          onCancel={cancel}
          canSubmit={canClose}
          pending={closing}
          pendingLabel={accountMessages.closingTicket}
        />
      </form>
    </Modal>
  );
}
