import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/shared/acquisition-store';
import { RegistrationView } from '../../flows/registration/registration-view';

const route = getRouteApi('/registration');

/**
 * /registration (spec 2 §2): the route's guard sent signed-in users to /account and visitors without
 * the allowRegistration flag to /, so here the visitor is signed out and allowed to register.
 */
export function RegistrationScreen() {
  const navigate = useNavigate();
  const { order, lead } = route.useRouteContext();
  return (
    <RegistrationView
      email={order?.email ?? lead?.email ?? ''}
      serviceType={lead?.propertyType ?? 'residential'}
      userKey={order?.user_key ?? null}
      allowRegistration
      signedIn={false}
      navigation={{
        home: () => void navigate({ to: '/', replace: true }),
        account: () => void navigate({ to: '/account', replace: true }),
        login: (email) => {
          // Registered: the flag has done its job.
          acquisitionStore.setAllowRegistration(false);
          void navigate({ to: '/login', search: { email }, replace: true });
        },
      }}
    />
  );
}
