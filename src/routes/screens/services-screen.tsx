// /services: the email and service-type screen. The route guard (router.tsx) has already checked that
// an area is stored; the stored property type's redirects are the machine's.
import { useNavigate } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/acquisition-store';
import { ServiceTypeView } from '../../flows/service-type/service-type-view';

export function ServicesScreen() {
  const navigate = useNavigate();
  const area = acquisitionStore.area();
  if (!area) return null; // unreachable behind the guard; keeps the view's input total
  return (
    <ServiceTypeView
      navigate={(to, options) => void navigate({ to, replace: options?.replace })}
      area={area}
      channel={acquisitionStore.channel()}
      storedPropertyType={acquisitionStore.lead()?.propertyType ?? null}
    />
  );
}
