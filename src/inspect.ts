/**
 * Optional live inspection of the machines with @statelyai/inspect (design §3).
 *
 * `VITE_INSPECT=1 npm run dev` opens the Stately inspector in a new window; every actor a view
 * starts with `useActor(machine, { inspect })` / `useMachine(machine, { inspect })` (or
 * `createActor(machine, { inspect })`) then shows its states, events and context live.
 * Without the flag `inspect` is undefined and the inspector is never loaded: the flag is a
 * build-time constant, so the dynamic import is dropped from production bundles.
 */
import type { InspectionEvent, Observer } from 'xstate';

export const inspect: Observer<InspectionEvent> | undefined =
  import.meta.env.VITE_INSPECT === '1'
    ? (await import('@statelyai/inspect')).createBrowserInspector().inspect
    : undefined;
