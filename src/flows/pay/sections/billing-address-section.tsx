// 'Billing Address' (spec 2 §2, §3): first and last name, billing address, state (the 59 states and
// territories, sent as the two-letter abbreviation), zip code (5 digits) and city.
import { UsAddressFields } from '../../shared/address-fields';
import { NameFields } from '../../shared/name-fields';
import { usePayChange, usePaySelector } from '../pay-context';
import { FormSection } from '../../../ui/form-section';

export function BillingAddressSection() {
  const form = usePaySelector((s) => s.context.form);
  const errors = usePaySelector((s) => s.context.errors);
  const change = usePayChange();
  // The kit's native Select does not read the Form's validationErrors: its message is shown while the
  // choice is still missing (as react-aria drops a text field's error once it changes).
  const stateError = form.state ? undefined : errors['address.state'];
  return (
    <FormSection title="Billing Address">
      <NameFields
        rowClassName="pay__row"
        namePrefix="address"
        autoCompleteSection="billing"
        value={form}
        onChange={change}
      />
      <UsAddressFields
        streetLabel="Billing address"
        rowClassName="pay__row"
        rowParts={['state', 'zip_code', 'city']}
        namePrefix="address"
        autoCompleteSection="billing"
        value={form}
        onChange={change}
        stateError={stateError}
      />
    </FormSection>
  );
}
