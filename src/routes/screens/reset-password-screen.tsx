import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ResetPasswordView } from '../../flows/auth/reset-password-view';

const route = getRouteApi('/reset-password/$token');

/** /reset-password/{token}?uid=... (spec 1 §2): the path carries the token, the query the uid. */
export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const { token } = route.useParams();
  const { uid } = route.useSearch();
  return (
    <ResetPasswordView
      token={token}
      uid={uid ?? ''}
      navigation={{
        toAccount: () => void navigate({ to: '/account', replace: true }),
        toLogin: () => void navigate({ to: '/login', search: {}, replace: true }),
      }}
    />
  );
}
