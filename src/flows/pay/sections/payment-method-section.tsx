// 'Payment Method' (spec 2 §2): the provider's card number and CVV (hosted by Stax.js, or the sandbox
// for 'sandbox…' keys; their entries never reach the machine, only their validity) and the expiry
// month (MM) and year (YYYY), digits only.
import { useCallback } from 'react';
import type { RefObject } from 'react';
import { CardFieldsInput } from '../../../adapters/card-fields/card-fields-input';
import type { CardFieldState } from '../../../adapters/card-fields/card-fields-input';
import type { CardFieldsController } from '../../../adapters/card-fields/card-fields';
import { messages } from '../../../domain/messages';
import { NumberlessDigitsField } from '../../../ui/digits-field';
import { toast } from '../../../ui/toast-queue';
import { PayActor, usePayChange, usePaySelector } from '../pay-actor';

/** A real key whose Stax.js failed to load (spec 2 §8: the missing-key toast, 10 s). */
const onCardLoadError = () => toast.error(messages.staxLoadError);

export function PaymentMethodSection({ controllerRef }: { controllerRef: RefObject<CardFieldsController | null> }) {
  const actor = PayActor.useActorRef();
  const publicKey = usePaySelector((s) => s.context.link.publicKey);
  const month = usePaySelector((s) => s.context.form.card_expiry_month);
  const year = usePaySelector((s) => s.context.form.card_expiry_year);
  const errors = usePaySelector((s) => s.context.errors);
  const change = usePayChange();
  // Stax.js reports both fields complete or not; the sandbox reports each field.
  const onComplete = useCallback(
    (complete: boolean) =>
      actor.send({ type: 'pay.hosted.change', hosted: { numberValid: complete, cvvValid: complete } }),
    [actor],
  );
  const onState = useCallback(
    (state: { number: CardFieldState; cvv: CardFieldState }) =>
      actor.send({
        type: 'pay.hosted.change',
        hosted: { numberValid: state.number === 'complete', cvvValid: state.cvv === 'complete' },
      }),
    [actor],
  );
  return (
    <fieldset className="pay__section">
      <legend className="pay__legend">Payment Method</legend>
      <CardFieldsInput
        publicKey={publicKey}
        controllerRef={controllerRef}
        onCompleteChange={onComplete}
        onStateChange={onState}
        numberError={errors['credit_card_info.card_number'] ?? null}
        cvvError={errors['credit_card_info.card_cvv'] ?? null}
        onLoadError={onCardLoadError}
      />
      <div className="pay__row pay__row--expiry">
        <NumberlessDigitsField
          label="Expiry month (MM)"
          name="credit_card_info.card_expiry_month"
          maxLength={2}
          placeholder="MM"
          autoComplete="cc-exp-month"
          value={month}
          onChange={(card_expiry_month) => change({ card_expiry_month })}
        />
        <NumberlessDigitsField
          label="Expiry year (YYYY)"
          name="credit_card_info.card_expiry_year"
          maxLength={4}
          placeholder="YYYY"
          autoComplete="cc-exp-year"
          value={year}
          onChange={(card_expiry_year) => change({ card_expiry_year })}
        />
      </div>
    </fieldset>
  );
}
