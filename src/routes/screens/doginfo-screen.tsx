import { getRouteApi, useBlocker, useNavigate } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/shared/acquisition-store';
import { DogInfoView } from '../../flows/dog-info/dog-info-view';

const route = getRouteApi('/doginfo');

/** /doginfo (spec 2 §2): the route's guard sent visitors without a saved order to /, else gave us the order. */
export function DogInfoScreen() {
  const navigate = useNavigate();
  const { order, lead, session } = route.useRouteContext();
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
  return (
    <DogInfoView
      order={order}
      signedIn={session !== null}
      leadHowHeard={lead?.howHeard ?? null}
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
