import { Placeholder } from './placeholder';

// Placeholder until the flow's view lands (issue 5 and later); loaded lazily by the route tree.
export function DogInfoScreen() {
  return <Placeholder title="Tell us about your dogs" />;
}
