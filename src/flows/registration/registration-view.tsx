// /registration (spec 2 §2, §4, §5 'Registration password', §8): set a password with its confirmation
// after ordering. Register stays disabled until the password is valid and matches (the machine's
// guard); on success 'Registered Successfully' and /login. The registration machine owns the rules.
import { useState } from 'react';
import { useActor } from '@xstate/react';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import { confirmationError } from '../../../machines/registration/registration.schema';
import { useApi } from '../../api-context';
import { inspect } from '../../inspect';
import { messages } from '../../domain/messages';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PasswordField } from '../../ui/password-field';
import { PasswordGuidelineList } from '../../ui/password-guidelines';
import { toast } from '../../ui/toast-queue';
import type { RegistrationNavigation } from './actors';
import { createRegistrationImplementations } from './actors';
import '../../styles/auth.css';
import { submitWith } from '../../ui/event-handlers';
import { ErrorList } from '../shared/error-list';

export interface RegistrationViewProps {
  email: string;
  serviceType: 'residential' | 'commercial';
  /** Token of the stored order's user (residential). */
  userKey: string | null;
  allowRegistration: boolean;
  signedIn: boolean;
  navigation: RegistrationNavigation;
}

export function RegistrationView({
  email,
  serviceType,
  userKey,
  allowRegistration,
  signedIn,
  navigation,
}: RegistrationViewProps) {
  const api = useApi();
  const [machine] = useState(() =>
    registrationMachine.provide(
      createRegistrationImplementations(api, userKey, navigation, {
        registered: () => toast.success(messages.registeredSuccessfully),
      }),
    ),
  );
  const [snapshot, send] = useActor(machine, { input: { allowRegistration, signedIn, email, serviceType }, inspect });
  const [confirmTouched, setConfirmTouched] = useState(false);
  const c = snapshot.context;
  const registering = snapshot.matches('registering');
  const mismatch = confirmTouched ? confirmationError(c) : null;

  const onSubmit = submitWith(() => {
    setConfirmTouched(true);
    send({ type: 'registration.submit' });
  });

  // The address had an account this visitor may not claim: its mailbox got a link (design.md §8).
  if (snapshot.matches('emailed'))
    return (
      <section className="screen auth" aria-labelledby="registration-title">
        <h1 id="registration-title">Create your account</h1>
        <p role="status">{messages.continueLinkSent}</p>
      </section>
    );

  return (
    <section className="screen auth" aria-labelledby="registration-title">
      <h1 id="registration-title">Create your account</h1>
      <p>
        Choose a password to finish setting up your account
        {email ? (
          <>
            {' '}
            for <strong>{email}</strong>
          </>
        ) : null}
        .
      </p>
      <ErrorList errors={c.error ? [c.error] : []} />
      <form className="auth__form" noValidate onSubmit={onSubmit} aria-busy={registering}>
        {/* Lets password managers pair the new password with the account's email. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={c.password}
          onChange={(value) => send({ type: 'registration.password.change', value })}
          aria-describedby="registration-guidelines"
        />
        <PasswordGuidelineList password={c.password} id="registration-guidelines" />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={c.confirmation}
          onChange={(value) => send({ type: 'registration.confirmation.change', value })}
          onBlur={() => setConfirmTouched(true)}
          validationBehavior="aria"
          isInvalid={mismatch !== null}
          errorMessage={mismatch}
        />
        <Button type="submit" isDisabled={!snapshot.can({ type: 'registration.submit' })}>
          Register
        </Button>
        {registering ? <Spinner label="Registering" /> : null}
      </form>
    </section>
  );
}
