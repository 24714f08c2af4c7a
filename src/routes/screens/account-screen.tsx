import { Placeholder } from './placeholder';

// Placeholder until the flow's view lands (issue 5 and later); loaded lazily by the route tree.
export function AccountScreen() {
  return <Placeholder title="My Account" />;
}
