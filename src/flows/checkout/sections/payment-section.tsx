// 'Payment method' (spec 2 §2): the provider's hosted number and CVV fields (their entries never reach
// the machine or storage, only completeness) and the expiry month and year.
import { useCallback } from 'react';
import type { RefObject } from 'react';
import type { CheckoutForm } from '../../../../machines/checkout/checkout.schema';
import { CardExpiryFields } from '../../../adapters/card-fields/card-expiry-fields';
import { CardFieldsInput } from '../../../adapters/card-fields/card-fields-input';
import type { CardFieldsController } from '../../../adapters/card-fields/card-fields';
import { messages } from '../../../domain/messages';
import { toast } from '../../../ui/toast-queue';
import { useCheckoutSelector, useCheckoutUpdate } from '../checkout-context';
import { FormSection } from '../../../ui/form-section';

const onCardLoadError = () => toast.error(messages.staxLoadError);

export function PaymentSection({ controllerRef }: { controllerRef: RefObject<CardFieldsController | null> }) {
  const publicKey = useCheckoutSelector((s) => s.context.area.stax_public_apikey);
  const card = useCheckoutSelector((s) => s.context.form.card);
  const errors = useCheckoutSelector((s) => s.context.fieldErrors);
  const update = useCheckoutUpdate();
  const onCardComplete = useCallback((cardFieldsComplete: boolean) => update({ cardFieldsComplete }), [update]);
  const onCardState = useCallback(
    (cardFieldsState: NonNullable<CheckoutForm['cardFieldsState']>) => update({ cardFieldsState }),
    [update],
  );
  return (
    <FormSection title="Payment method">
      <CardFieldsInput
        publicKey={publicKey}
        controllerRef={controllerRef}
        onCompleteChange={onCardComplete}
        onStateChange={onCardState}
        numberError={errors['card.number'] ?? null}
        cvvError={errors['card.cvv'] ?? null}
        onLoadError={onCardLoadError}
      />
      <CardExpiryFields
        className="checkout__row"
        names={{ month: 'card.month', year: 'card.year' }}
        month={card.month}
        year={card.year}
        onChange={(part, value) => update({ card: { ...card, [part]: value } })}
      />
    </FormSection>
  );
}
