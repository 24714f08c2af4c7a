import { Placeholder } from './placeholder';

// Placeholder until the flow's view lands (issue 5 and later); loaded lazily by the route tree.
export function SubscriptionScreen() {
  return <Placeholder title="How often do you need your yard cleaned?" />;
}
