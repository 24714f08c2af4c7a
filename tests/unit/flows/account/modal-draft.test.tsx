// @vitest-environment jsdom
// The account modals' drafts (src/flows/account/shared/modal-draft.ts): kept while editable, kept
// as they were while a submission is in flight, dropped once the modal closes; a restore resumes.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import {
  draftNote,
  dropDraft,
  readDraft,
  restoreDraft,
  useModalDraft,
} from '../../../../src/flows/account/shared/modal-draft';

const machine = setup({
  types: {
    context: {} as { text: string },
    events: {} as { type: 'open' } | { type: 'type'; text: string } | { type: 'save' } | { type: 'close' },
  },
  actors: { save: fromPromise(() => new Promise<void>(() => undefined)) },
}).createMachine({
  id: 'draft',
  context: { text: '' },
  initial: 'closed',
  states: {
    closed: { on: { open: 'editing' } },
    editing: {
      on: { type: { actions: assign({ text: ({ event }) => event.text }) }, save: 'saving', close: 'closed' },
    },
    saving: { invoke: { src: 'save' }, on: { close: 'closed' } },
  },
});

const options = {
  editable: (s: { matches: (v: 'editing') => boolean }) => s.matches('editing'),
  pending: (s: { matches: (v: 'saving') => boolean }) => s.matches('saving'),
};

afterEach(() => sessionStorage.clear());

/** A modal kept as draft `key`, opened, with `text` typed. */
function typedDraft(key: string, text: string) {
  const actor = createActor(machine).start();
  renderHook(() => useModalDraft(actor, key, options));
  act(() => actor.send({ type: 'open' }));
  act(() => actor.send({ type: 'type', text }));
  return actor;
}

describe('useModalDraft', () => {
  it('keeps the entries while editing, leaves them while saving, drops them when closed', () => {
    const actor = createActor(machine).start();
    renderHook(() => useModalDraft(actor, 'test.u1', options));
    expect(readDraft('test.u1')).toBeUndefined();
    act(() => actor.send({ type: 'open' }));
    act(() => actor.send({ type: 'type', text: 'Rex' }));
    expect(readDraft('test.u1')).toMatchObject({ value: 'editing', context: { text: 'Rex' } });
    act(() => actor.send({ type: 'save' }));
    expect(readDraft('test.u1')).toMatchObject({ value: 'editing', context: { text: 'Rex' } });
    act(() => actor.send({ type: 'close' }));
    expect(readDraft('test.u1')).toBeUndefined();
  });

  it('a restored draft resumes open with its entries, and closing it drops it', () => {
    typedDraft('test.u2', 'Bella');
    const snapshot = readDraft('test.u2');
    const again = createActor(machine, { snapshot: snapshot as never }).start();
    expect(again.getSnapshot().matches('editing')).toBe(true);
    expect(again.getSnapshot().context.text).toBe('Bella');
    renderHook(() => useModalDraft(again, 'test.u2', options));
    act(() => again.send({ type: 'close' }));
    expect(readDraft('test.u2')).toBeUndefined();
  });

  it('a machine that starts editable is kept from its first snapshot', () => {
    const actor = createActor(machine, {
      snapshot: machine.resolveState({ value: 'editing', context: { text: 'x' } }),
    });
    actor.start();
    renderHook(() => useModalDraft(actor, 'test.u3', options));
    expect(readDraft('test.u3')).toMatchObject({ value: 'editing', context: { text: 'x' } });
  });

  it('an unreadable draft reads as none', () => {
    sessionStorage.setItem('account.draft.bad', '{not json');
    sessionStorage.setItem('account.draft.odd', '"text"');
    expect(readDraft('bad')).toBeUndefined();
    expect(readDraft('odd')).toBeUndefined();
  });

  it('a restore takes what comes from now over the draft, and drops a draft the machine cannot resume', () => {
    typedDraft('test.u4', 'Rex');
    expect(restoreDraft(machine, 'test.u4', { now: { text: 'now' } })).toMatchObject({ context: { text: 'now' } });
    expect(restoreDraft(machine, 'test.u4', { belongs: () => false })).toBeUndefined();
    expect(readDraft('test.u4')).toBeDefined();
    sessionStorage.setItem(
      'account.draft.test.u5',
      JSON.stringify({ status: 'active', value: 'renamed', context: {} }),
    );
    expect(restoreDraft(machine, 'test.u5')).toBeUndefined();
    expect(sessionStorage.getItem('account.draft.test.u5')).toBeNull();
  });

  it('a draft that cannot be written leaves none (an older one would come back); notes go with the draft', () => {
    const actor = createActor(machine).start();
    renderHook(() => useModalDraft(actor, 'test.u6', options));
    act(() => actor.send({ type: 'open' }));
    expect(readDraft('test.u6')).toBeDefined();
    draftNote.write('test.u6', 'file', 'map.pdf');
    expect(draftNote.read('test.u6', 'file')).toBe('map.pdf');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => actor.send({ type: 'type', text: 'too big' }));
    setItem.mockRestore();
    error.mockRestore();
    expect(readDraft('test.u6')).toBeUndefined();
    dropDraft('test.u6');
    expect(draftNote.read('test.u6', 'file')).toBeNull();
  });
});
