// The card form of the modal (spec 3 §5 Card add): cardholder name; adding: the provider's hosted
// number and CVV (their entries never reach the machine, only what the fields report); expiry month
// MM and year YYYY (digits only); commercial, adding: the service the card pays for; the billing
// address chooser. The spec's messages show after a refused submit, each under its field.
import { useCallback } from 'react';
import type { FormEvent, RefObject } from 'react';
import { CardExpiryFields } from '../../../adapters/card-fields/card-expiry-fields';
import { CardFieldsInput } from '../../../adapters/card-fields/card-fields-input';
import type { CardFieldState } from '../../../adapters/card-fields/card-fields-input';
import type { CardFieldsController } from '../../../adapters/card-fields/card-fields';
import type { CardForm as CardFormValues } from '../../../../machines/card/card.schema';
import { accountMessages } from '../../../domain/account-messages';
import { focusFirstInvalidSoon } from '../../../ui/first-invalid-field';
import { FormActions } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { AddressChooser } from './address-chooser';
import { CardActor, isSending } from './card-context';
import { ServicePicker } from './service-picker';

interface Props {
  controllerRef: RefObject<CardFieldsController | null>;
  /** The add-address view is showing: the form stays mounted (the hosted fields keep their entries). */
  hidden: boolean;
}

export function CardForm({ controllerRef, hidden }: Props) {
  const actor = CardActor.useActorRef();
  const form = CardActor.useSelector((s) => s.context.form);
  const errors = CardActor.useSelector((s) => s.context.errors);
  const adding = CardActor.useSelector((s) => s.matches('adding'));
  const loading = CardActor.useSelector((s) => s.matches({ adding: 'loadingFields' }));
  const canSubmit = CardActor.useSelector((s) => s.can({ type: 'card.submit' }));
  const pending = CardActor.useSelector(isSending);
  const change = (values: Partial<CardFormValues>) => actor.send({ type: 'card.change', values });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    actor.send({ type: 'card.submit' });
    // Refused: the first field that says why gets the focus (after React shows the errors), as in the
    // dog and ticket forms.
    const s = actor.getSnapshot();
    if (s.matches({ adding: 'form' }) || s.matches({ editing: 'form' })) focusFirstInvalidSoon(formElement);
  };
  return (
    <form className="billing-form" hidden={hidden} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <TextField
        label="Cardholder name"
        autoFocus
        autoComplete="cc-name"
        value={form.card_holder_name}
        onChange={(card_holder_name) => change({ card_holder_name })}
        isReadOnly={pending}
        validationBehavior="aria"
        isInvalid={Boolean(errors.card_holder_name)}
        errorMessage={errors.card_holder_name}
      />
      {adding ? <HostedFields controllerRef={controllerRef} loading={loading} /> : null}
      <CardExpiryFields
        className="billing-form__row"
        month={form.card_expiry_month}
        year={form.card_expiry_year}
        onChange={(part, value) =>
          change(part === 'month' ? { card_expiry_month: value } : { card_expiry_year: value })
        }
        isReadOnly={pending}
        errors={{ month: errors.card_expiry_month, year: errors.card_expiry_year }}
      />
      {adding ? null : <p className="billing-form__hint">{accountMessages.cardEditHint}</p>}
      <ServicePicker />
      <AddressChooser hidden={hidden} />
      <FormActions
        submitLabel={adding ? accountMessages.addCreditCard : accountMessages.saveChangesAccount}
        onCancel={() => actor.send({ type: 'card.cancel' })}
        canSubmit={canSubmit}
        pending={pending}
        pendingLabel={adding ? 'Saving your card…' : 'Saving your changes…'}
      />
    </form>
  );
}

/** The provider's number and CVV; a loader until they are ready to tokenize. */
function HostedFields({
  controllerRef,
  loading,
}: {
  controllerRef: RefObject<CardFieldsController | null>;
  loading: boolean;
}) {
  const actor = CardActor.useActorRef();
  const publicKey = CardActor.useSelector((s) => s.context.publicKey);
  const errors = CardActor.useSelector((s) => s.context.errors);
  const onComplete = useCallback(
    (complete: boolean) => actor.send({ type: 'card.hosted.change', hosted: { complete } }),
    [actor],
  );
  const onState = useCallback(
    (state: { number: CardFieldState; cvv: CardFieldState }) =>
      actor.send({ type: 'card.hosted.change', hosted: state }),
    [actor],
  );
  const onReady = useCallback(() => actor.send({ type: 'card.fields.ready' }), [actor]);
  const onLoadError = useCallback(() => actor.send({ type: 'card.fields.fail' }), [actor]);
  return (
    <div className="billing-form__hosted">
      {loading ? <Spinner label="Loading the secure card form…" showLabel /> : null}
      <CardFieldsInput
        publicKey={publicKey}
        controllerRef={controllerRef}
        onCompleteChange={onComplete}
        onStateChange={onState}
        numberError={errors.card_number ?? null}
        cvvError={errors.card_cvv ?? null}
        onLoadError={onLoadError}
        onReady={onReady}
      />
    </div>
  );
}
