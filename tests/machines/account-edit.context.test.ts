// The account-edit machine's context and the params its effects and actors receive, beyond the
// transitions account-edit.test.ts walks.
import { describe, expect, it } from 'vitest';
import { accountEditMachine } from '../../machines/account-edit/account-edit.machine';
import type { AccountForm } from '../../machines/account-edit/account-edit.schema';
import { messages } from '../../src/domain/messages';
import { startMachine } from '../support/machine-kit';
import { accountFormFixture as form, addressFixture as address } from '../support/fixtures';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

const commercialForm: AccountForm = { ...form, community_name: 'Oak Park', management_company: 'Acme' };

async function opened(commercial: boolean, loaded: AccountForm) {
  const t = startMachine(accountEditMachine, { commercial, fieldOfficeUuid: 'fo1' });
  t.send({ type: 'edit.open' });
  await t.resolve('fetchAccount', loaded);
  return t;
}

describe('account-edit context', () => {
  it('starts closed with the input, no form, a saved phone assumed and no server errors', () => {
    const t = startMachine(accountEditMachine, { commercial: true, fieldOfficeUuid: 'fo9' });
    expect(t.value()).toBe('closed');
    expect(t.context()).toEqual({
      commercial: true,
      fieldOfficeUuid: 'fo9',
      form: null,
      noSavedPhone: false,
      serverErrors: null,
    });
  });

  it('closing the modal forgets that the account had no saved phone', async () => {
    const t = await opened(false, { ...form, phones: [] });
    expect(t.context().noSavedPhone).toBe(true);
    t.send({ type: 'edit.cancel' });
    expect(t.context()).toMatchObject({ form: null, noSavedPhone: false, serverErrors: null });
  });

  it('a failed refetch hands the error itself to the toast', async () => {
    const t = startMachine(accountEditMachine, { commercial: false, fieldOfficeUuid: 'fo1' });
    t.send({ type: 'edit.open' });
    const error = new Error('offline');
    await t.reject('fetchAccount', error);
    expect(t.effect('notifyErrors')).toEqual([{ error }]);
  });

  it("a refused or failed address check toasts 'address not found' and sends nothing", async () => {
    const t = await opened(true, { ...commercialForm, is_print_and_mail_invoices: true, invoice_address: address });
    t.send({ type: 'edit.save' });
    await t.resolve('validateAddress', false);
    t.send({ type: 'edit.save' });
    await t.reject('validateAddress');
    expect(t.effect('notifyErrors')).toEqual([
      { errors: [messages.addressNotFound] },
      { errors: [messages.addressNotFound] },
    ]);
    expect(t.pending.has('saveAccount')).toBe(false);
  });

  it('commercial, print and mail on, no address picked yet: the server check gets an empty address', async () => {
    const t = await opened(true, { ...commercialForm, is_print_and_mail_invoices: true, invoice_address: null });
    t.send({ type: 'edit.save' });
    expect(t.value()).toEqual({ saving: 'validatingAddress' });
    expect(t.inputOf('validateAddress')).toEqual({ field_office_uuid: 'fo1', address: '', purpose: 'invoice' });
  });
});
