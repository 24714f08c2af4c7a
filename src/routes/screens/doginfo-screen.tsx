import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/acquisition-store';
import { DogInfoView } from '../../flows/dog-info/dog-info-view';

/** /doginfo (spec 2 §2): the route's guard already sent visitors without a saved order to /. */
export function DogInfoScreen() {
  const navigate = useNavigate();
  const [order] = useState(() => acquisitionStore.order());
  if (!order) return null;
  return (
    <DogInfoView
      order={order}
      navigation={{
        home: () => void navigate({ to: '/' }),
        account: () => void navigate({ to: '/account', replace: true }),
        login: (email) => void navigate({ to: '/login', search: { email }, replace: true }),
        registration: () => {
          acquisitionStore.setAllowRegistration(true);
          void navigate({ to: '/registration', replace: true });
        },
      }}
    />
  );
}
