// 'Payment Method' (spec 2 §2): the provider's card number and CVV (hosted by Stax.js, or the sandbox
// for 'sandbox…' keys; their entries never reach the machine, only their validity) and the expiry
// month (MM) and year (YYYY), digits only.
import { useCallback } from 'react';
import type { RefObject } from 'react';
import { CardExpiryFields } from '../../../adapters/card-fields/card-expiry-fields';
import { CardFieldsInput } from '../../../adapters/card-fields/card-fields-input';
import type { CardFieldState } from '../../../adapters/card-fields/card-fields-input';
import type { CardFieldsController } from '../../../adapters/card-fields/card-fields';
import { messages } from '../../../domain/messages';
import { toast } from '../../../ui/toast-queue';
import { PayActor, usePayChange, usePaySelector } from '../pay-context';
import { FormSection } from '../../../ui/form-section';

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
    <FormSection title="Payment Method">
      <CardFieldsInput
        publicKey={publicKey}
        controllerRef={controllerRef}
        onCompleteChange={onComplete}
        onStateChange={onState}
        numberError={errors['credit_card_info.card_number'] ?? null}
        cvvError={errors['credit_card_info.card_cvv'] ?? null}
        onLoadError={onCardLoadError}
      />
      <CardExpiryFields
        className="pay__row pay__row--expiry"
        names={{ month: 'credit_card_info.card_expiry_month', year: 'credit_card_info.card_expiry_year' }}
        placeholders
        month={month}
        year={year}
        onChange={(part, value) =>
          change(part === 'month' ? { card_expiry_month: value } : { card_expiry_year: value })
        }
      />
    </FormSection>
  );
}
