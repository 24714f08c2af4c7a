// Step 1 'How we reach you' (spec 2 §2, §5, §6): a visitor's phone numbers (digits only, at most ten,
// home, mobile or office, one primary) and how to reach out, whose phone options follow the phone
// types entered (Email always). Signed in: no phone fields (the account holds them); the options
// follow the account's numbers.
import { useQuery } from '@tanstack/react-query';
import {
  offeredChoices,
  reachOutOptions,
  withPhoneAdded,
  withPhoneChanged,
  withPhoneRemoved,
} from '../../../../machines/commercial-enquiry/commercial-enquiry.schema';
import type { WizardPhone } from '../../../../machines/commercial-enquiry/commercial-enquiry.schema';
import { useApi } from '../../../api-context';
import { currentUserQuery } from '../../../api/queries';
import { PHONE_TYPES, PHONE_TYPE_LABELS } from '../../../domain/enums';
import { REACH_OUT_METHOD_LABELS } from '../../../domain/commercial-enums';
import type { ReachOutMethod } from '../../../domain/commercial-enums';
import { Button } from '../../../ui/button';
import { Checkbox, CheckboxChoices } from '../../../ui/choice';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { ErrorState } from '../../../ui/states';
import { commercialMessages } from '../../../domain/commercial-messages';
import { useCommercialSelector, useStep1Change } from '../commercial-context';
import { FormSection } from '../../../ui/form-section';
import { PhoneList, PhoneNumberField } from '../../shared/phone-list';

const TYPE_OPTIONS = PHONE_TYPES.map((t) => ({ id: t, label: PHONE_TYPE_LABELS[t] }));
const isPhoneType = (v: string): v is WizardPhone['type'] => (PHONE_TYPES as readonly string[]).includes(v);

export function ContactSection({ isDisabled }: { isDisabled: boolean }) {
  const api = useApi();
  const loggedIn = useCommercialSelector((s) => s.context.input.loggedIn);
  const phones = useCommercialSelector((s) => s.context.step1.phone_numbers);
  const reachOut = useCommercialSelector((s) => s.context.step1.reach_out_via);
  const account = useQuery({ ...currentUserQuery(api), enabled: loggedIn });
  const change = useStep1Change();
  const accountPhones = (account.data?.phone_numbers ?? []).flatMap((p) =>
    isPhoneType(p.type) ? [{ phone: p.phone, type: p.type }] : [],
  );
  const reachablePhones = loggedIn ? accountPhones : phones;
  const offered = reachOutOptions(reachablePhones);
  // The phone rules (one primary, a choice goes with its number) live beside the machine's schema.
  const setPhones = (phone_numbers: WizardPhone[]) =>
    change({ phone_numbers, reach_out_via: offeredChoices(reachOut, phone_numbers) });
  const setPhone = (index: number, values: Partial<WizardPhone>) => setPhones(withPhoneChanged(phones, index, values));
  const removePhone = (index: number) => setPhones(withPhoneRemoved(phones, index));
  return (
    <FormSection title="How we reach you">
      {!loggedIn ? (
        <>
          <PhoneList phones={phones}>
            {(phone, i) => (
              <>
                <div className="commercial__row">
                  <PhoneNumberField
                    index={i}
                    description="10 digits"
                    value={phone.phone}
                    isReadOnly={isDisabled}
                    onChange={(value) => setPhone(i, { phone: value })}
                  />
                  <Select
                    label={`Phone ${i + 1} type`}
                    options={TYPE_OPTIONS}
                    value={phone.type}
                    isDisabled={isDisabled}
                    onChange={(type) => isPhoneType(type) && setPhone(i, { type })}
                  />
                </div>
                <div className="phone-list__flags">
                  <Checkbox
                    isSelected={phone.primary}
                    isDisabled={isDisabled || (phone.primary && phones.length === 1)}
                    onChange={(primary) => setPhone(i, { primary })}
                  >
                    {/* Named by its phone: with two numbers, two 'Primary number' boxes read the same. */}
                    Phone {i + 1} is primary
                  </Checkbox>
                  {phones.length > 1 ? (
                    <Button variant="quiet" isDisabled={isDisabled} onPress={() => removePhone(i)}>
                      Remove phone {i + 1}
                    </Button>
                  ) : null}
                </div>
              </>
            )}
          </PhoneList>
          {phones.length < 10 ? (
            <Button variant="secondary" isDisabled={isDisabled} onPress={() => setPhones(withPhoneAdded(phones))}>
              Add another phone
            </Button>
          ) : null}
        </>
      ) : null}
      <CheckboxChoices
        label="How should we reach out?"
        name="reach_out_via"
        description={
          !loggedIn && offered.length === 1 ? 'Enter a phone number to be reached by phone or text.' : undefined
        }
        value={offeredChoices(reachOut, reachablePhones)}
        isDisabled={isDisabled}
        onChange={(reach_out_via) => change({ reach_out_via })}
        options={offered as ReachOutMethod[]}
        labels={REACH_OUT_METHOD_LABELS}
      />
      {/* The account's phones decide the choices above: a slow or failed read says so, with a retry. */}
      {loggedIn && account.isPending ? <Spinner label={commercialMessages.accountPhonesLoading} showLabel /> : null}
      {loggedIn && account.isError ? (
        <ErrorState onRetry={() => void account.refetch()}>{commercialMessages.accountPhonesFailed}</ErrorState>
      ) : null}
    </FormSection>
  );
}
