// Step 1 'About you' (spec 2 §2, §5, §6): names, email, role and management company. Signed in, the
// names and email are the account's, locked (the in-use check is skipped for them).
import { COMMUNITY_ROLES, COMMUNITY_ROLE_LABELS } from '../../../domain/commercial-enums';
import { RadioChoices } from '../../../ui/choice';
import { TextField } from '../../../ui/text-field';
import { NameFields } from '../../shared/name-fields';
import type { NamePart } from '../../shared/name-fields';
import { useCommercialSelector, useStep1Change } from '../commercial-context';
import { FormSection } from '../../../ui/form-section';

const FROM_ACCOUNT = 'From your account';

export function AboutSection({ isDisabled }: { isDisabled: boolean }) {
  const step1 = useCommercialSelector((s) => s.context.step1);
  const loggedIn = useCommercialSelector((s) => s.context.input.loggedIn);
  const change = useStep1Change();
  // A locked field must hold the account's value; an account without a name lets the user type it.
  const lockedName = (part: NamePart) => loggedIn && step1[part].trim() !== '';
  return (
    <FormSection title="About you">
      <NameFields
        rowClassName="commercial__row"
        value={step1}
        onChange={change}
        fieldProps={(part) => ({
          isReadOnly: lockedName(part) || isDisabled,
          description: lockedName(part) ? FROM_ACCOUNT : undefined,
        })}
      />
      <TextField
        label="Email"
        name="email_address"
        type="email"
        autoComplete="email"
        value={step1.email_address}
        isReadOnly={loggedIn || isDisabled}
        description={loggedIn ? FROM_ACCOUNT : undefined}
        onChange={(email_address) => change({ email_address })}
      />
      <TextField
        label="Management company"
        name="management_company"
        autoComplete="organization"
        value={step1.management_company}
        isReadOnly={isDisabled}
        onChange={(management_company) => change({ management_company })}
      />
      <RadioChoices
        label="Your role"
        name="role"
        value={step1.role || null}
        isDisabled={isDisabled}
        onChange={(role) => change({ role })}
        options={COMMUNITY_ROLES}
        labels={COMMUNITY_ROLE_LABELS}
      />
    </FormSection>
  );
}
