import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { CommercialView } from '../../flows/commercial/commercial-view';

const route = getRouteApi('/commercial');

// The community enquiry wizard (loaded lazily by the route tree); the guard hands it the stored area,
// the email screen's lead and commercial ids, and the session.
export function CommercialScreen() {
  const { area, lead, session, commercial } = route.useRouteContext();
  const navigate = useNavigate();
  return (
    <CommercialView
      area={area}
      lead={lead}
      session={session}
      commercial={commercial}
      navigate={(to) => void navigate({ to, replace: true })}
    />
  );
}
