// The billing address chooser (spec 3 §2.5, §5): the stored billing addresses (and any added in this
// modal) as radio choices, and the way to the add-address view. 'Billing address is required' shows
// under it after a submit without one.
import { useEffect, useRef } from 'react';
import { addressChoices } from '../../../../machines/card/card.form';
import { accountMessages } from '../../../domain/account-messages';
import { Button } from '../../../ui/button';
import { Radio, RadioGroup } from '../../../ui/choice';
import { FieldErrorText } from '../../../ui/field-parts';
import { addressKey, addressText } from './billing-model';
import { CardActor, isSending } from './card-context';

export function AddressChooser({ hidden }: { hidden: boolean }) {
  const actor = CardActor.useActorRef();
  const stored = CardActor.useSelector((s) => s.context.addresses);
  const added = CardActor.useSelector((s) => s.context.addedAddresses);
  const chosen = CardActor.useSelector((s) => s.context.form.address);
  const error = CardActor.useSelector((s) => s.context.errors.address);
  const pending = CardActor.useSelector(isSending);
  const canOpen = CardActor.useSelector((s) => s.can({ type: 'card.address.open' }));
  const ref = useFocusOnReturn(hidden);
  const choices = addressChoices(stored, added, chosen);
  const byKey = new Map(choices.map((a) => [addressKey(a), a]));
  return (
    <div className="billing-form__addresses" ref={ref}>
      {choices.length > 0 ? (
        <RadioGroup
          label="Billing address"
          value={chosen ? addressKey(chosen) : null}
          onChange={(key) => actor.send({ type: 'card.change', values: { address: byKey.get(key) ?? null } })}
          isInvalid={Boolean(error)}
          errorMessage={error}
          isReadOnly={pending}
        >
          {choices.map((a) => (
            <Radio key={addressKey(a)} value={addressKey(a)}>
              {addressText(a)}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <div className="billing-form__no-address">
          <p className="billing-form__label" id="billing-address-none">
            Billing address
          </p>
          <p className="billing-form__hint">{accountMessages.noBillingAddresses}</p>
          <FieldErrorText>{error}</FieldErrorText>
        </div>
      )}
      <Button
        variant="secondary"
        className="billing-form__add-address"
        isDisabled={!canOpen}
        onPress={() => actor.send({ type: 'card.address.open' })}
      >
        {accountMessages.addNewBillingAddress}
      </Button>
    </div>
  );
}

/** Focus back on the chooser when the add-address view closes (the chosen address, else the button). */
function useFocusOnReturn(hidden: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden) ref.current?.querySelector<HTMLElement>('input:checked, button')?.focus();
    wasHidden.current = hidden;
  }, [hidden]);
  return ref;
}
