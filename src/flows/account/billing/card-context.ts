// The card machine's actor, shared by the Billing tab's tiles, the Add / Edit Credit Card modal and the
// delete confirmation: one machine for the tab, so the list and the modal share its state (spec 3 §4).
import { createActorContext } from '@xstate/react';
import { cardMachine } from '../../../../machines/card/card.machine';
import type { SnapshotFrom } from 'xstate';

export const CardActor = createActorContext(cardMachine);

/** The card is on its way (tokenize, POST or PATCH): the form waits, nothing in it changes. */
export const isSending = (s: SnapshotFrom<typeof cardMachine>) =>
  s.matches({ adding: 'tokenizing' }) || s.matches({ adding: 'saving' }) || s.matches({ editing: 'updating' });
