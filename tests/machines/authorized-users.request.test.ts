import { describe, expect, it } from 'vitest';
import { authorizedUsersMachine } from '../../machines/authorized-users/authorized-users.machine';
import type { EmailEntry } from '../../machines/authorized-users/authorized-users.schema';
import { startMachine } from '../support/machine-kit';

function editing(names: string[], emails: EmailEntry[], primaryEmail = 'ann@example.com') {
  const t = startMachine(authorizedUsersMachine);
  t.send({ type: 'users.edit', names, emails, primaryEmail });
  return t;
}

describe('authorized-users machine: the save request', () => {
  it("carries every one of the account's emails as listed, not the primary one", () => {
    const emails = [
      { email: 'ann@example.com', primary: false },
      { email: 'office@example.com', primary: true },
    ];
    const t = editing(['Jamie'], emails, 'ann@example.com');
    t.send({ type: 'users.change', index: 0, value: 'Pat' });
    t.send({ type: 'users.save' });
    expect(t.inputOf('saveUsers')).toEqual({ authorized_users_list: ['Pat'], emailaddress_set: emails });
  });

  it('falls back to the primary email when the account lists none', () => {
    const t = editing(['Jamie'], [], 'ann@example.com');
    t.send({ type: 'users.add' });
    t.send({ type: 'users.change', index: 1, value: 'Pat' });
    t.send({ type: 'users.save' });
    expect(t.inputOf('saveUsers')).toEqual({
      authorized_users_list: ['Jamie', 'Pat'],
      emailaddress_set: [{ email: 'ann@example.com', primary: true }],
    });
  });
});

describe('authorized-users machine: repeated names', () => {
  it('names that differ only in case repeat; names spelled differently do not', () => {
    const t = editing(['Jamie'], []);
    t.send({ type: 'users.add' });
    t.send({ type: 'users.change', index: 1, value: 'JAMIE' });
    expect(t.snapshot().can({ type: 'users.save' })).toBe(false);
    // 'ß' upper-cases to 'SS': Strauß and Strauss are two people, not one name typed twice.
    t.send({ type: 'users.change', index: 0, value: 'Strauß' });
    t.send({ type: 'users.change', index: 1, value: 'Strauss' });
    expect(t.snapshot().can({ type: 'users.save' })).toBe(true);
  });
});
