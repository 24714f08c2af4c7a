import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { LoginView } from '../../flows/auth/login-view';

const route = getRouteApi('/login');

/** /login (spec 1 §2): the login form and the forgot-password view; signed-in users were sent to /account. */
export function LoginScreen() {
  const navigate = useNavigate();
  const { email } = route.useSearch();
  return (
    <LoginView
      email={email}
      navigation={{
        toAccount: () => void navigate({ to: '/account', replace: true }),
        toLogin: () => void navigate({ to: '/login', search: {} }),
      }}
    />
  );
}
