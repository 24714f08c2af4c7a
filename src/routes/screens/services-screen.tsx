// /services: the email and service-type screen. Its route's guard (router.tsx) put the stored area,
// channel and lead into the route context; the stored property type's redirects are the machine's.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ServiceTypeView } from '../../flows/service-type/service-type-view';

const route = getRouteApi('/services');

export function ServicesScreen() {
  const navigate = useNavigate();
  const { area, channel, lead, session } = route.useRouteContext();
  return (
    <ServiceTypeView
      navigate={(to, options) => void navigate({ to, replace: options?.replace })}
      area={area}
      channel={channel}
      storedPropertyType={lead?.propertyType ?? null}
      accountEmail={session ? session.user.email || session.email : null}
    />
  );
}
