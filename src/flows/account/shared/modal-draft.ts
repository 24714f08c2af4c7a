// A modal's entries survive a reload (issue 17 item 3): while the modal takes input, its machine's
// persisted snapshot is kept in sessionStorage under `account.draft.<name>`; the actor of the next
// mount (the reloaded page: tab, service and ticket are in the URL) starts from it, so the modal is
// open again with what was typed. Rules:
//  1. Only a snapshot in a state the caller calls editable is kept (a submission in flight cannot
//     resume: its actors are gone, and restarting them would send the call twice). Leaving those
//     states for anything else (saved, cancelled, closed) drops the draft.
//  2. The caller's `clean` strips what must not outlive the page (card numbers and CVV never reach
//     the machine; errors of the last try are dropped by convention).
//  3. Session-scoped and per user: signing out clears sessionStorage (sessionStore.endVisit), and the
//     key carries the user's uuid, so another user in the same tab never sees it.
// Invariant: a reader never throws; an unreadable draft reads as none.
import { useEffect } from 'react';
import type { AnyActorRef, Snapshot } from 'xstate';

const PREFIX = 'account.draft.';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** The stored draft of `name` (a persisted snapshot), or undefined. */
export function readDraft(name: string): Snapshot<unknown> | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + name);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return typeof parsed === 'object' && parsed !== null && 'value' in parsed && 'context' in parsed
      ? (parsed as unknown as Snapshot<unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function dropDraft(name: string): void {
  storage()?.removeItem(PREFIX + name);
}

interface DraftOptions<S> {
  /** The states that take input (the modal is open and idle): only these are kept. */
  editable: (snapshot: S) => boolean;
  /**
   * A submission in flight (e.g. `submitting`): the last editable draft stays as it is, so a reload
   * then reopens the modal with the entries (the call itself is not resumed). Default: none.
   */
  pending?: (snapshot: S) => boolean;
  /** What must not be kept, removed from the persisted snapshot. */
  clean?: (persisted: Record<string, unknown>) => Record<string, unknown>;
}

/** Keeps `actor`'s draft under `name` while it is editable; drops it when it leaves those states. */
export function useModalDraft<A extends AnyActorRef>(
  actor: A,
  name: string,
  options: DraftOptions<ReturnType<A['getSnapshot']>>,
): void {
  const { editable, pending, clean } = options;
  useEffect(() => {
    let wasEditable = editable(actor.getSnapshot() as ReturnType<A['getSnapshot']>);
    const save = (snapshot: ReturnType<A['getSnapshot']>) => {
      if (editable(snapshot)) {
        wasEditable = true;
        const persisted = actor.getPersistedSnapshot() as Record<string, unknown>;
        try {
          storage()?.setItem(PREFIX + name, JSON.stringify(clean ? clean(persisted) : persisted));
        } catch {
          // A full or unavailable storage only costs the draft.
        }
      } else if (wasEditable && !pending?.(snapshot)) {
        wasEditable = false;
        dropDraft(name);
      }
    };
    // A machine that starts editable (a modal opened by mounting it) is kept from its first snapshot.
    if (wasEditable) save(actor.getSnapshot() as ReturnType<A['getSnapshot']>);
    const subscription = actor.subscribe(save);
    return () => subscription.unsubscribe();
  }, [actor, name, editable, pending, clean]);
}
