// 'Billing address' (spec 2 §2): the service address unless the customer unticks 'Same as service address'.
import { emptyAddress } from '../../../../machines/shared/address.schema';
import { Checkbox } from '../../../ui/choice';
import { useCheckoutSelector, useCheckoutUpdate } from '../checkout-context';
import { AddressFields } from './address-fields';
import { FormSection } from '../../../ui/form-section';

export function BillingAddressSection() {
  const same = useCheckoutSelector((s) => s.context.form.is_billing_address_same);
  const address = useCheckoutSelector((s) => s.context.form.billing_address);
  const errors = useCheckoutSelector((s) => s.context.fieldErrors);
  const update = useCheckoutUpdate();
  return (
    <FormSection title="Billing address">
      <Checkbox isSelected={same} onChange={(is_billing_address_same) => update({ is_billing_address_same })}>
        Same as service address
      </Checkbox>
      {same ? null : (
        <AddressFields
          prefix="billing_address"
          value={address ?? emptyAddress}
          onChange={(billing_address) => update({ billing_address })}
          errors={errors}
        />
      )}
    </FormSection>
  );
}
