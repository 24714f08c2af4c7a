import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/acquisition-store';
import { RegistrationView } from '../../flows/registration/registration-view';
import { sessionStore } from '../../session-store';

/** /registration (spec 2 §2): the route's guard already handled signed-in users and a missing flag. */
export function RegistrationScreen() {
  const navigate = useNavigate();
  const [props] = useState(() => {
    const order = acquisitionStore.order();
    const lead = acquisitionStore.lead();
    return {
      email: order?.email ?? lead?.email ?? '',
      serviceType: lead?.propertyType ?? 'residential',
      userKey: order?.user_key ?? null,
      allowRegistration: acquisitionStore.allowRegistration(),
      signedIn: sessionStore.read() !== null,
    } as const;
  });
  return (
    <RegistrationView
      {...props}
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
