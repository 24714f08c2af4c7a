// /login: the login form and, on the same screen, the forgot-password view (spec 1 §2, §4, §5, §8).
// The auth machine owns every rule (when Login and Recover are enabled, what happens on each answer);
// this view renders its snapshot and decides only when an inline message becomes visible.
import { useState } from 'react';
import { useActor } from '@xstate/react';
import { authMachine } from '../../../machines/auth/auth.machine';
import type { AuthNavigation } from './actors';
import { createAuthImplementations } from './actors';
import { loginFieldError } from './field-errors';
import { rememberedEmail } from './remembered-email';
import { useApi } from '../../api-context';
import { inspect } from '../../inspect';
import { messages } from '../../domain/messages';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { Checkbox } from '../../ui/choice';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import '../../styles/auth.css';
import { submitWith } from '../../ui/event-handlers';
import { ErrorList } from '../shared/error-list';

export interface LoginViewProps {
  navigation: AuthNavigation;
  /** An email handed over by the dog page (email in use, signed out): prefilled, Remember me untouched. */
  email?: string;
}

export function LoginView({ navigation, email }: LoginViewProps) {
  const api = useApi();
  const [machine] = useState(() => authMachine.provide(createAuthImplementations(api, navigation)));
  // The email given when the screen opened (registration, dog page) is in the form from the first render.
  const [snapshot, send] = useActor(machine, {
    input: { mode: 'login', rememberedEmail: rememberedEmail.read(), email: email ?? null },
    inspect,
  });
  const [touched, setTouched] = useState({ email: false, password: false, forgot: false });

  const c = snapshot.context;

  if (snapshot.matches('forgot')) {
    const sending = snapshot.matches({ forgot: 'sending' });
    if (snapshot.matches({ forgot: 'sent' })) {
      return (
        <section className="screen auth" aria-labelledby="auth-title">
          <h1 id="auth-title">{messages.passwordResetThankYou}</h1>
          <p role="status">{messages.passwordResetSent}</p>
          <Button variant="secondary" onPress={() => send({ type: 'forgot.back' })}>
            Back to Sign In
          </Button>
        </section>
      );
    }
    const onRecover = submitWith(() => send({ type: 'forgot.submit' }));
    return (
      <section className="screen auth" aria-labelledby="auth-title">
        <h1 id="auth-title">Forgot Password</h1>
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        <ErrorList errors={c.errors} />
        <form className="auth__form" noValidate onSubmit={onRecover} aria-busy={sending}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={c.forgotEmail}
            onChange={(value) => send({ type: 'forgot.email.change', value })}
            onBlur={() => setTouched((t) => ({ ...t, forgot: true }))}
            validationBehavior="aria"
          />
          <Button type="submit" isDisabled={!snapshot.can({ type: 'forgot.submit' })}>
            Recover Password
          </Button>
          {sending ? <Spinner label="Sending" /> : null}
        </form>
        <Button variant="quiet" className="auth__link" onPress={() => send({ type: 'forgot.back' })}>
          Back to Sign In
        </Button>
      </section>
    );
  }

  const submitting = snapshot.matches({ login: 'submitting' });
  const emailError = touched.email ? loginFieldError('email', c.email) : null;
  const passwordError = touched.password ? loginFieldError('password', c.password) : null;
  const onLogin = submitWith(() => {
    // Enter on an incomplete form: show why nothing happens.
    setTouched({ email: true, password: true, forgot: false });
    send({ type: 'login.submit' });
  });

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Welcome</h1>
      <p className="auth__lead">Sign in to your account.</p>
      <ErrorList errors={c.errors} />
      <form className="auth__form" noValidate onSubmit={onLogin} aria-busy={submitting}>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={c.email}
          onChange={(value) => send({ type: 'login.email.change', value })}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          validationBehavior="aria"
          isInvalid={emailError !== null}
          errorMessage={emailError}
        />
        <PasswordField
          label="Password"
          value={c.password}
          onChange={(value) => send({ type: 'login.password.change', value })}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          validationBehavior="aria"
          isInvalid={passwordError !== null}
          errorMessage={passwordError}
        />
        <div className="auth__row">
          <Checkbox isSelected={c.remember} onChange={(checked) => send({ type: 'login.remember.change', checked })}>
            Remember me
          </Checkbox>
          <Button variant="quiet" className="auth__link" onPress={() => send({ type: 'forgot.open' })}>
            Forgot Password
          </Button>
        </div>
        <Button type="submit" isDisabled={!snapshot.can({ type: 'login.submit' })}>
          Login
        </Button>
        {submitting ? <Spinner label="Signing in" /> : null}
      </form>
      <p className="auth__note">We recommend Google Chrome for the best experience.</p>
    </section>
  );
}
