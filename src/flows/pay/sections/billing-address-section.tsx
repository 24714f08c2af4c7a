// 'Billing Address' (spec 2 §2, §3): first and last name, billing address, state (the 59 states and
// territories, sent as the two-letter abbreviation), zip code (5 digits) and city.
import { US_STATES } from '../../../domain/us-states';
import { NumberlessDigitsField } from '../../../ui/digits-field';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { usePayChange, usePaySelector } from '../pay-context';

const STATE_OPTIONS = US_STATES.map((s) => ({ id: s.abbreviation, label: s.name }));

export function BillingAddressSection() {
  const form = usePaySelector((s) => s.context.form);
  const errors = usePaySelector((s) => s.context.errors);
  const change = usePayChange();
  // The kit's native Select does not read the Form's validationErrors: its message is shown while the
  // choice is still missing (as react-aria drops a text field's error once it changes).
  const stateError = form.state ? undefined : errors['address.state'];
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">Billing Address</legend>
      <div className="pay__row">
        <TextField
          label="First name"
          name="address.first_name"
          autoComplete="billing given-name"
          value={form.first_name}
          onChange={(first_name) => change({ first_name })}
        />
        <TextField
          label="Last name"
          name="address.last_name"
          autoComplete="billing family-name"
          value={form.last_name}
          onChange={(last_name) => change({ last_name })}
        />
      </div>
      <TextField
        label="Billing address"
        name="address.address"
        autoComplete="billing street-address"
        value={form.address}
        onChange={(address) => change({ address })}
      />
      <div className="pay__row">
        <Select
          label="State"
          name="address.state"
          options={STATE_OPTIONS}
          placeholder="Select a state"
          autoComplete="billing address-level1"
          value={form.state}
          onChange={(state) => change({ state })}
          isInvalid={Boolean(stateError)}
          errorMessage={stateError}
        />
        <NumberlessDigitsField
          label="Zip code"
          name="address.zip_code"
          maxLength={5}
          autoComplete="billing postal-code"
          value={form.zip_code}
          onChange={(zip_code) => change({ zip_code })}
        />
        <TextField
          label="City"
          name="address.city"
          autoComplete="billing address-level2"
          value={form.city}
          onChange={(city) => change({ city })}
        />
      </div>
    </fieldset>
  );
}
