/**
 * Registry of every machine: flow name (kebab-case, the folder under machines/) → machine.
 * `npm run flows` writes docs/flows/<flow>.md for each entry, and tests/model/flows-docs.test.ts
 * fails when docs/flows is stale. One import line and one entry line per machine, in
 * alphabetical order, so that branches adding machines merge cleanly.
 */
import type { AnyStateMachine } from 'xstate';

export const machines: Record<string, AnyStateMachine> = {
};
