// A modal's entries survive a reload: while the modal takes input, its machine's
// persisted snapshot is kept in sessionStorage under `account.draft.<name>`; the actor of the next
// mount (the reloaded page: tab, service and ticket are in the URL) starts from it, so the modal is
// open again with what was typed. Rules:
//  1. Only a snapshot in a state the caller calls editable is kept (a submission in flight cannot
//     resume: its actors are gone, and restarting them would send the call twice). Leaving those
//     states for anything else (saved, cancelled, closed) drops the draft. A draft that cannot be
//     written (storage full) leaves none: an older one would come back.
//  2. The caller's `clean` strips what must not outlive the page (card numbers and CVV never reach
//     the machine; a typed new password; the last try's errors).
//  3. A restore takes what comes from now (`now`: today's date, the account's facts) over the draft's,
//     and only a draft the machine can resume: one of another version of the app (a renamed state)
//     or a malformed one is dropped, never an error on screen.
//  4. Session-scoped and per user: signing out clears sessionStorage (sessionStore.endVisit), and the
//     name carries the user's uuid (and the record's id where there are several), so another user in
//     the same tab never sees it.
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import type { AnyActorLogic, AnyActorRef, Snapshot } from 'xstate';
import { readJson, removeKeys, tryWriteJson, writeJson } from '../../shared/session-storage';

const PREFIX = 'account.draft.';
/** A note kept beside a draft (e.g. a picked file's name) and dropped with it. */
const noteKey = (name: string, note: string) => `${PREFIX}${name}#${note}`;

type Persisted = Record<string, unknown>;

/** The stored draft of `name` (a persisted snapshot), or undefined. */
export function readDraft(name: string): Snapshot<unknown> | undefined {
  const parsed = readJson<unknown>(PREFIX + name);
  return typeof parsed === 'object' && parsed !== null && 'value' in parsed && 'context' in parsed
    ? (parsed as unknown as Snapshot<unknown>)
    : undefined;
}

/** Forgets the draft of `name` and its notes. */
export function dropDraft(name: string): void {
  removeKeys((key) => key === PREFIX + name || key.startsWith(`${PREFIX}${name}#`));
}

/** A small value kept beside the draft of `name` (the name of a picked file), dropped with the draft. */
export const draftNote = {
  read: (name: string, note: string): string | null => readJson<string>(noteKey(name, note)),
  write: (name: string, note: string, value: string): void => writeJson(noteKey(name, note), value),
};

/** The persisted snapshot with its context changed. */
export const withContext = (persisted: Persisted, change: (context: Persisted) => Persisted): Persisted => ({
  ...persisted,
  context: change(persisted.context as Persisted),
});

/** A `clean` that drops the last try's field errors (the context's `errors`). */
export const dropErrors = (persisted: Persisted): Persisted => withContext(persisted, (c) => ({ ...c, errors: {} }));

interface RestoreOptions {
  /** Context that comes from now, not from the draft (today's date, the account's facts). */
  now?: Persisted;
  /** Whether the draft belongs to what the page shows (a ticket's draft to that ticket). */
  belongs?: (draft: Snapshot<unknown>) => boolean;
}

/** The draft of `name` that `logic` can resume (rule 3), with `now` over its context; else undefined. */
export function restoreDraft(logic: AnyActorLogic, name: string, options: RestoreOptions = {}) {
  const stored = readDraft(name);
  if (!stored || (options.belongs && !options.belongs(stored))) return undefined;
  const { now } = options;
  const draft = (now ? withContext(stored as Persisted, (c) => ({ ...c, ...now })) : stored) as Snapshot<unknown>;
  try {
    // Not started: nothing runs, the restore only shows whether the machine knows the draft.
    if (createActor(logic, { snapshot: draft }).getSnapshot().status === 'active') return draft;
  } catch {
    // A malformed draft: dropped below.
  }
  dropDraft(name);
  return undefined;
}

/** `restoreDraft` once, as the actor's options: `{ snapshot }` when there is a draft to resume, else `{}`. */
export function useDraftSnapshot(logic: AnyActorLogic, name: string, options: RestoreOptions = {}) {
  const [snapshot] = useState(() => restoreDraft(logic, name, options));
  return snapshot ? { snapshot } : {};
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
  clean?: (persisted: Persisted) => Persisted;
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
        const persisted = actor.getPersistedSnapshot() as Persisted;
        tryWriteJson(PREFIX + name, clean ? clean(persisted) : persisted);
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
