import { Placeholder } from './placeholder';

// Placeholder until the flow's view lands; loaded lazily by the route tree.
export function PayScreen() {
  return <Placeholder title="Pay your invoice" />;
}
