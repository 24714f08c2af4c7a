// A plain form the app submits itself: no browser validation bubbles (the fields show the app's own
// messages), no page reload, and aria-busy while the submit runs. No react-aria here, so the first-visit
// screens use it without loading the kit.
import type { ReactNode } from 'react';
import { submitWith } from './event-handlers';

interface BusyFormProps {
  className: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

export function BusyForm({ className, busy, onSubmit, children }: BusyFormProps) {
  return (
    <form className={className} noValidate aria-busy={busy} onSubmit={submitWith(onSubmit)}>
      {children}
    </form>
  );
}
