import { Placeholder } from './placeholder';

// Placeholder until the flow's view lands (issue 5 and later); loaded lazily by the route tree.
export function PayScreen() {
  return <Placeholder title="Pay your invoice" />;
}
