// /reset-password/{token}?uid=...: set a new password (spec 1 §2, §4, §5, §8). Choose and Confirm with
// visibility toggles, the three guideline lines, Confirm new password; on success 'Password changed
// successfully' and the machine goes to /login after 1500 ms. Server errors under token, uid and
// new_password2 show above the form ('TOKEN:…', 'UID:…', the message); other keys go to the toast.
import { useState } from 'react';
import { useActor } from '@xstate/react';
import { authMachine } from '../../../machines/auth/auth.machine';
import type { AuthNavigation } from './actors';
import { createAuthImplementations } from './actors';
import { newPasswordErrors } from './field-errors';
import { useApi } from '../../api-context';
import { inspect } from '../../inspect';
import { messages } from '../../domain/messages';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PasswordField } from '../../ui/password-field';
import { PasswordGuidelineList } from '../../ui/password-guidelines';
import '../../styles/auth.css';
import { submitWith } from '../../ui/event-handlers';
import { ErrorList } from '../shared/error-list';

export function ResetPasswordView({
  token,
  uid,
  navigation,
}: {
  token: string;
  uid: string;
  navigation: AuthNavigation;
}) {
  const api = useApi();
  const [machine] = useState(() => authMachine.provide(createAuthImplementations(api, navigation)));
  const [snapshot, send] = useActor(machine, { input: { mode: 'reset', token, uid }, inspect });
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const c = snapshot.context;

  if (snapshot.matches({ reset: 'changed' }) || snapshot.matches('redirecting')) {
    return (
      <section className="screen auth" aria-labelledby="auth-title">
        <h1 id="auth-title">Set a new password</h1>
        <p role="status" className="auth__success">
          {messages.passwordChanged}
        </p>
      </section>
    );
  }

  const submitting = snapshot.matches({ reset: 'submitting' });
  const errors = newPasswordErrors(c.newPassword, c.confirmPassword);
  const passwordError = touched.password ? errors.password : null;
  const confirmError = touched.confirm && c.confirmPassword !== '' ? errors.confirm : null;
  const onSubmit = submitWith(() => {
    setTouched({ password: true, confirm: true });
    send({ type: 'reset.submit' });
  });

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Set a new password</h1>
      <ErrorList errors={c.errors} />
      <form className="auth__form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <PasswordField
          label="Choose Password"
          autoComplete="new-password"
          value={c.newPassword}
          onChange={(value) => send({ type: 'reset.password.change', value })}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          validationBehavior="aria"
          isInvalid={passwordError !== null}
          errorMessage={passwordError}
          aria-describedby="reset-guidelines"
        />
        <PasswordGuidelineList password={c.newPassword} id="reset-guidelines" />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={c.confirmPassword}
          onChange={(value) => send({ type: 'reset.confirm.change', value })}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          validationBehavior="aria"
          isInvalid={confirmError !== null}
          errorMessage={confirmError}
        />
        <Button type="submit" isDisabled={!snapshot.can({ type: 'reset.submit' })}>
          Confirm new password
        </Button>
        {submitting ? <Spinner label="Saving" /> : null}
      </form>
    </section>
  );
}
