// 'Agreements' (spec 2 §2): the monthly charge authorization and the terms, both required; then
// 'How did you hear about us?' (prefilled from the email screen's answer).
import type { ReactNode } from 'react';
import { HOW_HEARD_OPTIONS } from '../../../domain/enums';
import { Checkbox } from '../../../ui/choice';
import { FieldErrorText } from '../../../ui/field-parts';
import { MultiSelect } from '../../../ui/select';
import { useCheckoutSelector, useCheckoutUpdate } from '../checkout-context';
import { FormSection } from '../../../ui/form-section';

const HOW_HEARD = HOW_HEARD_OPTIONS.map((o) => ({ id: o, label: o }));

/** The form's consents, each a required tick. */
type Consent = 'is_authorize_charge_each_month' | 'is_ternm_accepted';

export function AgreementsSection() {
  return (
    <FormSection title="Agreements">
      <ConsentCheckbox name="is_authorize_charge_each_month">
        I authorize you to charge my card at the beginning of each month for the service provided in the prior month.
      </ConsentCheckbox>
      <ConsentCheckbox name="is_ternm_accepted">I accept the terms and conditions.</ConsentCheckbox>
    </FormSection>
  );
}

export function HowHeardField() {
  const value = useCheckoutSelector((s) => s.context.form.hear_about_us);
  const update = useCheckoutUpdate();
  return (
    <MultiSelect
      label="How did you hear about us?"
      variant="chips"
      name="hear_about_us"
      options={HOW_HEARD}
      value={value}
      onChange={(hear_about_us) => update({ hear_about_us })}
    />
  );
}

/** A required consent, ticked into its form field: its error shows (and is linked) until it is ticked. */
function ConsentCheckbox({ name, children }: { name: Consent; children: ReactNode }) {
  const isSelected = useCheckoutSelector((s) => s.context.form[name]);
  const error = useCheckoutSelector((s) => s.context.fieldErrors[name]);
  const update = useCheckoutUpdate();
  const errorId = `${name}-error`;
  const shown = error && !isSelected ? error : undefined;
  return (
    <div className="checkout__consent">
      <Checkbox
        name={name}
        isSelected={isSelected}
        onChange={(v) => update({ [name]: v })}
        isInvalid={Boolean(shown)}
        aria-describedby={shown ? errorId : undefined}
      >
        {children}
      </Checkbox>
      <FieldErrorText id={errorId}>{shown}</FieldErrorText>
    </div>
  );
}
