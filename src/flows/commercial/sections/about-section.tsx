// Step 1 'About you' (spec 2 §2, §5, §6): names, email, role and management company. Signed in, the
// names and email are the account's, locked (the in-use check is skipped for them).
import { COMMUNITY_ROLES, COMMUNITY_ROLE_LABELS } from '../../../domain/commercial-enums';
import { Radio, RadioGroup } from '../../../ui/choice';
import { TextField } from '../../../ui/text-field';
import { useCommercialSelector, useStep1Change } from '../commercial-context';

const FROM_ACCOUNT = 'From your account';

export function AboutSection({ isDisabled }: { isDisabled: boolean }) {
  const step1 = useCommercialSelector((s) => s.context.step1);
  const loggedIn = useCommercialSelector((s) => s.context.input.loggedIn);
  const change = useStep1Change();
  // A locked field must hold the account's value; an account without a name lets the user type it.
  const lockedName = (value: string) => loggedIn && value.trim() !== '';
  const firstLocked = lockedName(step1.first_name);
  const lastLocked = lockedName(step1.last_name);
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">About you</legend>
      <div className="commercial__row">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          value={step1.first_name}
          isReadOnly={firstLocked || isDisabled}
          description={firstLocked ? FROM_ACCOUNT : undefined}
          onChange={(first_name) => change({ first_name })}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={step1.last_name}
          isReadOnly={lastLocked || isDisabled}
          description={lastLocked ? FROM_ACCOUNT : undefined}
          onChange={(last_name) => change({ last_name })}
        />
      </div>
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
      <RadioGroup
        label="Your role"
        name="role"
        value={step1.role || null}
        isDisabled={isDisabled}
        onChange={(role) => change({ role })}
      >
        {COMMUNITY_ROLES.map((r) => (
          <Radio key={r} value={r}>
            {COMMUNITY_ROLE_LABELS[r]}
          </Radio>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
