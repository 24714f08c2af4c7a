// /subscription: the frequency cards. Without a stored area the route guard (and the machine) go to /.
import { useNavigate } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/acquisition-store';
import { SubscriptionView } from '../../flows/subscription/subscription-view';

export function SubscriptionScreen() {
  const navigate = useNavigate();
  return (
    <SubscriptionView
      navigate={(to, options) => void navigate({ to, replace: options?.replace })}
      area={acquisitionStore.area()}
    />
  );
}
