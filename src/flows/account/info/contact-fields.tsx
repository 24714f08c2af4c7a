// The contact parts of the Edit Account Information modal (spec 3 §2.2, §4 Phone type, §5): the
// emails (the first is the primary one) and the phones — ten digits each, typed or pasted digits only;
// home phone or mobile (spec 3 §3, §9), and for a commercial account also office (the contract's
// type for a community's number); a mobile number offers the text-message
// consent; exactly one phone is primary (the machine keeps that, and clears the consent of a home phone).
import type { AccountPhone, AccountPhoneType } from '../../../../machines/account-edit/account-edit.schema';
import { PHONE_LENGTH } from '../../../domain/constants';
import { PHONE_TYPES, PHONE_TYPE_LABELS, phoneTypesFor } from '../../../domain/enums';
import { Button } from '../../../ui/button';
import { Checkbox, Radio, RadioGroup } from '../../../ui/choice';
import { NumberlessDigitsField } from '../../../ui/digits-field';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { accountMessages } from '../../../domain/account-messages';

/** The contract's limits (AccountUpdateRequest: phone_numbers and emailaddress_set, maxItems 10). */
const MAX_PHONES = 10;
const MAX_EMAILS = 10;

/**
 * The types a phone row offers: a commercial account every type; a residential one home phone and
 * mobile, plus the row's own type if it is already something else (so the select shows what is stored).
 */
function typeOptions(commercial: boolean, current: AccountPhoneType) {
  const types: readonly AccountPhoneType[] = phoneTypesFor(commercial);
  const offered = types.includes(current) ? types : [...types, current];
  return offered.map((t) => ({ id: t, label: PHONE_TYPE_LABELS[t] }));
}
const isPhoneType = (v: string): v is AccountPhoneType => (PHONE_TYPES as readonly string[]).includes(v);

export type FieldProps = (path: string) => {
  onBlur: () => void;
  validationBehavior: 'aria';
  isInvalid: boolean;
  errorMessage: string | undefined;
};

const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

export function EmailList({
  emails,
  onChange,
  fieldProps,
}: {
  emails: string[];
  onChange: (emails: string[]) => void;
  fieldProps: FieldProps;
}) {
  return (
    <fieldset className="info-form__group">
      <legend>Email</legend>
      {emails.map((email, i) => (
        <div className="info-form__entry" key={i}>
          <TextField
            label={i === 0 ? 'Primary email' : `Email ${i + 1}`}
            type="email"
            autoComplete={i === 0 ? 'email' : 'off'}
            value={email}
            onChange={(value) => onChange(emails.map((e, j) => (j === i ? value : e)))}
            isRequired
            {...fieldProps(`emails.${i}`)}
          />
          {i > 0 ? (
            <Button variant="quiet" aria-label={`Remove email ${i + 1}`} onPress={() => onChange(without(emails, i))}>
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      {emails.length < MAX_EMAILS ? (
        <Button variant="secondary" className="info-form__add" onPress={() => onChange([...emails, ''])}>
          Add email
        </Button>
      ) : null}
    </fieldset>
  );
}

export function PhoneList({
  phones,
  commercial,
  onChange,
  fieldProps,
}: {
  phones: AccountPhone[];
  commercial: boolean;
  onChange: (phones: AccountPhone[]) => void;
  fieldProps: FieldProps;
}) {
  const set = (i: number, values: Partial<AccountPhone>) =>
    onChange(phones.map((p, j) => (j === i ? { ...p, ...values } : p)));
  const primary = String(
    Math.max(
      0,
      phones.findIndex((p) => p.primary),
    ),
  );
  return (
    <fieldset className="info-form__group">
      <legend>Phone</legend>
      {phones.map((p, i) => (
        <div className="info-form__phone" key={i}>
          <NumberlessDigitsField
            label={`Phone ${i + 1}`}
            maxLength={PHONE_LENGTH}
            autoComplete={p.primary ? 'tel-national' : 'off'}
            description={phones.length > 1 && p.primary ? 'Primary phone' : undefined}
            value={p.phone}
            onChange={(phone) => set(i, { phone })}
            {...fieldProps(`phones.${i}.phone`)}
          />
          <Select
            label={`Phone ${i + 1} type`}
            options={typeOptions(commercial, p.type)}
            value={p.type}
            onChange={(type) => {
              if (isPhoneType(type)) set(i, { type });
            }}
          />
          {p.type === 'mobile' ? (
            <Checkbox isSelected={p.can_send_sms} onChange={(can_send_sms) => set(i, { can_send_sms })}>
              {accountMessages.smsConsent}
              <span className="visually-hidden"> (phone {i + 1})</span>
            </Checkbox>
          ) : null}
          {phones.length > 1 ? (
            <Button variant="quiet" aria-label={`Remove phone ${i + 1}`} onPress={() => onChange(without(phones, i))}>
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      {phones.length > 1 ? (
        <RadioGroup
          label="Primary phone"
          orientation="horizontal"
          value={primary}
          onChange={(value) => onChange(phones.map((p, j) => ({ ...p, primary: String(j) === value })))}
        >
          {phones.map((p, i) => (
            <Radio key={i} value={String(i)}>
              Phone {i + 1}
              {p.phone ? <span className="info-muted"> {p.phone}</span> : null}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {phones.length < MAX_PHONES ? (
        <Button
          variant="secondary"
          className="info-form__add"
          onPress={() => onChange([...phones, { phone: '', type: 'mobile', primary: false, can_send_sms: false }])}
        >
          Add phone
        </Button>
      ) : null}
    </fieldset>
  );
}
