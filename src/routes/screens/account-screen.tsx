import { Placeholder } from './placeholder';

// Placeholder until the flow's view lands; loaded lazily by the route tree.
export function AccountScreen() {
  return <Placeholder title="My Account" />;
}
