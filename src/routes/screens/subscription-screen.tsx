// /subscription: the frequency cards, for the area the route's guard put into the route context.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { SubscriptionView } from '../../flows/subscription/subscription-view';

const route = getRouteApi('/subscription');

export function SubscriptionScreen() {
  const navigate = useNavigate();
  const { area } = route.useRouteContext();
  return <SubscriptionView navigate={(to, options) => void navigate({ to, replace: options?.replace })} area={area} />;
}
