import { useState } from 'react';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/acquisition-store';
import { DogInfoView } from '../../flows/dog-info/dog-info-view';

/** /doginfo (spec 2 §2): the route's guard already sent visitors without a saved order to /. */
export function DogInfoScreen() {
  const navigate = useNavigate();
  const [order] = useState(() => acquisitionStore.order());
  // Spec 2 §2: back navigation also goes to / (the order is placed; the quote behind it is done).
  // The browser's Back is held and replaced by a push to /, the same effect as the Back button.
  useBlocker({
    // Reloading or closing the tab is not 'back': no leave-site prompt.
    enableBeforeUnload: false,
    shouldBlockFn: ({ action, next }) => {
      if (action !== 'BACK' || next.pathname === '/') return false;
      void navigate({ to: '/' });
      return true;
    },
  });
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
