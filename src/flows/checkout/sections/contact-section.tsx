// 'Contact' (spec 2 §2): names, email, phone numbers and the preferred contact methods, which follow
// the phone types entered. A signed-in user's names and phones come from the account and are locked.
import { contactMethodOptions } from '../../../../machines/checkout/checkout.schema';
import type { ContactMethod, PhoneNumber } from '../../../../machines/checkout/checkout.schema';
import { selectIsLocked } from '../../../../machines/checkout/checkout.selectors';
import { Button } from '../../../ui/button';
import { Checkbox, CheckboxChoices } from '../../../ui/choice';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { NameFields } from '../../shared/name-fields';
import { PhoneList, PhoneNumberField } from '../../shared/phone-list';
import { choiceError, useCheckoutSelector, useCheckoutUpdate } from '../checkout-context';
import { FormSection } from '../../../ui/form-section';

const PHONE_TYPE_OPTIONS = [
  { id: 'mobile', label: 'Mobile' },
  { id: 'home_phone', label: 'Home Phone' },
];
const CONTACT_LABELS: Record<ContactMethod, string> = {
  text: 'Text',
  mobile: 'Mobile',
  home_phone: 'Home Phone',
  email: 'Email',
};
const NEW_PHONE: PhoneNumber = { phone: '', type: 'home_phone', primary: false, can_send_sms: false };

export function ContactSection() {
  const form = useCheckoutSelector((s) => s.context.form);
  const errors = useCheckoutSelector((s) => s.context.fieldErrors);
  const locked = useCheckoutSelector(selectIsLocked);
  const update = useCheckoutUpdate();
  const phones = form.phone_numbers;
  const setPhones = (phone_numbers: PhoneNumber[]) => {
    // Preferred methods follow the phone types entered (spec 2 §2): drop choices no longer offered.
    const offered = contactMethodOptions(phone_numbers);
    update({
      phone_numbers,
      preferred_contact_methods: form.preferred_contact_methods.filter((m) => offered.includes(m)),
    });
  };
  const setPhone = (index: number, values: Partial<PhoneNumber>) =>
    setPhones(
      phones.map((p, i) => {
        if (i !== index) return values.primary ? { ...p, primary: false } : p;
        const next = { ...p, ...values };
        // Text-message consent exists only for mobile numbers.
        return next.type === 'mobile' ? next : { ...next, can_send_sms: false };
      }),
    );
  const removePhone = (index: number) => {
    const rest = phones.filter((_, j) => j !== index);
    setPhones(rest.some((p) => p.primary) ? rest : rest.map((p, j) => ({ ...p, primary: j === 0 })));
  };
  return (
    <FormSection title="Contact">
      <NameFields
        rowClassName="checkout__row"
        value={form}
        onChange={update}
        fieldProps={() => ({ isReadOnly: locked })}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={form.email}
        onChange={(email) => update({ email })}
        autoComplete="email"
      />
      <PhoneList phones={phones}>
        {(phone, i) => (
          <>
            <div className="checkout__row">
              <PhoneNumberField
                index={i}
                value={phone.phone}
                onChange={(value) => setPhone(i, { phone: value })}
                isReadOnly={locked}
              />
              <Select
                label={`Phone ${i + 1} type`}
                name={`phone_numbers.${i}.type`}
                options={PHONE_TYPE_OPTIONS}
                placeholder="Select a type"
                value={phone.type}
                onChange={(type) => setPhone(i, { type: type as PhoneNumber['type'] })}
                isDisabled={locked}
                isInvalid={Boolean(choiceError(errors, `phone_numbers.${i}.type`, phone.type))}
                errorMessage={choiceError(errors, `phone_numbers.${i}.type`, phone.type)}
              />
            </div>
            <div className="phone-list__flags">
              <Checkbox
                isSelected={phone.primary}
                onChange={(primary) => setPhone(i, { primary })}
                isDisabled={locked || (phone.primary && phones.length === 1)}
              >
                Primary number
              </Checkbox>
              {phone.type === 'mobile' ? (
                <Checkbox
                  isSelected={phone.can_send_sms}
                  onChange={(can_send_sms) => setPhone(i, { can_send_sms })}
                  isDisabled={locked}
                >
                  Text messages to this number are OK
                </Checkbox>
              ) : null}
              {!locked && phones.length > 1 ? (
                <Button variant="quiet" onPress={() => removePhone(i)}>
                  Remove phone {i + 1}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </PhoneList>
      {!locked ? (
        <Button variant="secondary" onPress={() => setPhones([...phones, NEW_PHONE])}>
          Add another phone
        </Button>
      ) : null}
      <CheckboxChoices
        label="Preferred contact methods"
        name="preferred_contact_methods"
        value={form.preferred_contact_methods}
        onChange={(v) => update({ preferred_contact_methods: v as ContactMethod[] })}
        options={contactMethodOptions(phones)}
        labels={CONTACT_LABELS}
      />
    </FormSection>
  );
}
