import { describe, expect, it } from 'vitest';
import { authorizedUsersMachine } from '../../machines/authorized-users/authorized-users.machine';
import {
  authorizedUsersRequest,
  cleanNames,
  duplicateNames,
  namesChanged,
} from '../../machines/authorized-users/authorized-users.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { expectSaveRefusedThenFailed } from '../support/refusal-then-failure';
import { emails } from '../model/authorized-users.fixtures';

function editing(names: string[] = ['Jamie Customer']) {
  const t = startMachine(authorizedUsersMachine);
  t.send({ type: 'users.edit', names, emails, primaryEmail: 'ann@example.com' });
  expect(t.value()).toBe('editing');
  return t;
}

describe('authorized-users machine', () => {
  it('every default effect throws "not provided"', () => {
    expect(defaultsThrow(authorizedUsersMachine)).toEqual([]);
  });

  it('an empty list opens with one entry to type into', () => {
    const t = editing([]);
    expect(t.context().names).toEqual(['']);
    // Nothing typed: nothing changed, nothing to save.
    expect(t.snapshot().can({ type: 'users.save' })).toBe(false);
  });

  it('canSave: only when the list changed and no name repeats', () => {
    const t = editing();
    const can = () => t.snapshot().can({ type: 'users.save' });
    expect(can()).toBe(false);
    t.send({ type: 'users.add' });
    // A blank entry is dropped: still unchanged.
    expect(can()).toBe(false);
    t.send({ type: 'users.change', index: 1, value: ' jamie customer ' });
    expect(can()).toBe(false);
    t.send({ type: 'users.change', index: 1, value: 'Pat Customer' });
    expect(can()).toBe(true);
    t.send({ type: 'users.remove', index: 0 });
    expect(t.context().names).toEqual(['Pat Customer']);
    expect(can()).toBe(true);
  });

  it('canAdd: at most 20 names', () => {
    const t = editing(Array.from({ length: 19 }, (_, i) => `Guest ${i}`));
    t.send({ type: 'users.add' });
    expect(t.context().names).toHaveLength(20);
    expect(t.snapshot().can({ type: 'users.add' })).toBe(false);
    t.send({ type: 'users.add' });
    expect(t.context().names).toHaveLength(20);
  });

  it('isSaved: the names trimmed with the emails; closes, toasts and reloads', async () => {
    const t = editing();
    t.send({ type: 'users.add' });
    t.send({ type: 'users.change', index: 1, value: '  Pat  ' });
    t.send({ type: 'users.save' });
    expect(t.value()).toBe('saving');
    expect(t.inputOf('saveUsers')).toEqual({
      authorized_users_list: ['Jamie Customer', 'Pat'],
      emailaddress_set: emails,
    });
    await t.resolve('saveUsers', { kind: 'saved' });
    expect(t.value()).toBe('closed');
    expect(t.effectNames()).toEqual(['notifySaved', 'reloadAccount']);
    expect(t.context().names).toEqual([]);
  });

  it('isSaved false / rejection: a toast, the modal stays with the edits; cancel closes', async () => {
    const t = editing();
    t.send({ type: 'users.remove', index: 0 });
    await expectSaveRefusedThenFailed(t, 'saveUsers', {
      save: 'users.save',
      errors: { authorized_users_list: ['bad'] },
    });
    expect(t.effect('notifyErrors')).toEqual([
      { error: { authorized_users_list: ['bad'] } },
      { error: expect.any(Error) },
    ]);
    t.send({ type: 'users.cancel' });
    expect(t.value()).toBe('closed');
    expect(t.effectNames()).toEqual(['notifyErrors', 'notifyErrors']);
  });
});

describe('authorized-users schema', () => {
  it('cleanNames, duplicateNames, namesChanged', () => {
    expect(cleanNames([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
    expect(duplicateNames(['A', 'b', ' a', '', ''], 'dup')).toEqual({ 2: 'dup' });
    expect(namesChanged(['a', ''], ['a'])).toBe(false);
    expect(namesChanged(['b'], ['a'])).toBe(true);
    expect(namesChanged([], ['a'])).toBe(true);
  });

  it('the request falls back to the primary email when the account lists none', () => {
    expect(authorizedUsersRequest(['x'], [], 'ann@example.com')).toEqual({
      authorized_users_list: ['x'],
      emailaddress_set: [{ email: 'ann@example.com', primary: true }],
    });
  });
});
