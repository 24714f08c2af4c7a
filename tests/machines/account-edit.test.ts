import { describe, expect, it, vi } from 'vitest';
import { accountEditMachine } from '../../machines/account-edit/account-edit.machine';
import { isAccountFormValid } from '../../machines/account-edit/account-edit.schema';
import type { AccountForm } from '../../machines/account-edit/account-edit.schema';
import { startMachine } from '../support/machine-kit';
import { expectSaveRefusedThenFailed } from '../support/refusal-then-failure';
import { accountFormFixture as form, addressFixture as address } from '../support/fixtures';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

async function opened(commercial = false, loaded: AccountForm = form) {
  const t = startMachine(accountEditMachine, { commercial, fieldOfficeUuid: 'fo1' });
  t.send({ type: 'edit.open' });
  expect(t.value()).toBe('loading');
  await t.resolve('fetchAccount', loaded);
  return t;
}

describe('account-edit machine', () => {
  it('opening refetches; a failure closes with a toast', async () => {
    const t = startMachine(accountEditMachine, { commercial: false, fieldOfficeUuid: 'fo1' });
    t.send({ type: 'edit.open' });
    expect(t.inputOf('fetchAccount')).toEqual({ commercial: false });
    await t.reject('fetchAccount');
    expect(t.value()).toBe('closed');
    expect(t.effect('notifyErrors')).toHaveLength(1);
  });

  it('canSave: the Save rules of spec 3 §5', async () => {
    const t = await opened();
    const can = () => t.snapshot().can({ type: 'edit.save' });
    expect(can()).toBe(true);
    t.send({ type: 'edit.change', values: { phones: [{ ...form.phones[0]!, phone: '919555' }] } });
    expect(can()).toBe(false);
    t.send({ type: 'edit.change', values: { phones: form.phones, password: 'password1' } });
    expect(can()).toBe(false);
    t.send({ type: 'edit.change', values: { password: 'Password1' } });
    // A new password needs the current one (design.md §8).
    expect(can()).toBe(false);
    t.send({ type: 'edit.change', values: { current_password: 'Old12345' } });
    expect(can()).toBe(true);
    // Clearing the new password clears the current one: it is asked for only with a new one.
    t.send({ type: 'edit.change', values: { password: '' } });
    expect(t.context().form?.current_password).toBe('');
    expect(can()).toBe(true);
    t.send({ type: 'edit.change', values: { emails: ['ann@'] } });
    expect(can()).toBe(false);
    expect(isAccountFormValid(form, true)).toBe(false);
    expect(isAccountFormValid({ ...form, community_name: 'Oak Park', management_company: 'Acme' }, true)).toBe(true);
  });

  it('isSaved: saved → notifies, closes after accountModalClose (1 s) and reloads', async () => {
    const t = await opened();
    t.send({ type: 'edit.save' });
    expect(t.value()).toEqual({ saving: 'sending' });
    expect(t.inputOf('saveAccount')).toEqual({ commercial: false, form });
    await t.resolve('saveAccount', { kind: 'saved' });
    expect(t.value()).toBe('saved');
    expect(t.effectNames()).toEqual(['notifySaved']);
    await vi.advanceTimersByTimeAsync(999);
    expect(t.value()).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.value()).toBe('closed');
    expect(t.effectNames()).toEqual(['notifySaved', 'reloadAccount']);
  });

  it('isSaved false / rejection: toast, the modal stays', async () => {
    const t = await opened();
    await expectSaveRefusedThenFailed(t, 'saveAccount', { save: 'edit.save', errors: { first_name: ['bad'] } });
    expect(t.effect('notifyErrors')).toEqual([{ error: { first_name: ['bad'] } }, { error: expect.any(Error) }]);
  });

  it('isInvoiceAddressMissing: print and mail without a complete address toasts and does not save', async () => {
    const t = await opened(false, { ...form, is_print_and_mail_invoices: true, invoice_address_manual: true });
    t.send({ type: 'edit.save' });
    expect(t.value()).toBe('editing');
    expect(t.effect('notifyErrors')).toEqual([{ errors: ['Please enter valid invoice address'] }]);
  });

  it('commercial with a search-picked address: no completeness toast, but the server check decides', async () => {
    const t = await opened(true, {
      ...form,
      community_name: 'Oak Park',
      management_company: 'Acme',
      is_print_and_mail_invoices: true,
      invoice_address: address,
    });
    t.send({ type: 'edit.save' });
    expect(t.value()).toEqual({ saving: 'validatingAddress' });
    expect(t.inputOf('validateAddress')).toEqual({
      field_office_uuid: 'fo1',
      address: '1 Main St, Raleigh, NC 27601',
      purpose: 'invoice',
    });
    await t.resolve('validateAddress', false);
    expect(t.value()).toBe('editing');
    t.send({ type: 'edit.save' });
    await t.reject('validateAddress');
    expect(t.value()).toBe('editing');
    expect(t.effect('notifyErrors')).toHaveLength(2);
    t.send({ type: 'edit.save' });
    await t.resolve('validateAddress', true);
    expect(t.value()).toEqual({ saving: 'sending' });
  });

  it('cancel discards changes and reloads the account', async () => {
    const t = await opened();
    t.send({ type: 'edit.change', values: { password: 'Secret123' } });
    t.send({ type: 'edit.cancel' });
    expect(t.value()).toBe('closed');
    expect(t.context().form).toBeNull();
    expect(t.effectNames()).toEqual(['reloadAccount']);
  });
});

describe('account-edit: phones, invoice address, server errors', () => {
  const phone = form.phones[0]!;

  it('an account without a saved phone starts with one empty primary row that may stay empty', async () => {
    const t = await opened(false, { ...form, phones: [] });
    expect(t.context()).toMatchObject({ noSavedPhone: true });
    expect(t.context().form?.phones).toEqual([{ phone: '', type: 'mobile', primary: true, can_send_sms: false }]);
    const can = () => t.snapshot().can({ type: 'edit.save' });
    expect(can()).toBe(true);
    // A single primary phone of 1 to 9 digits disables Save (spec 3 §5).
    t.send({ type: 'edit.change', values: { phones: [{ ...phone, phone: '919' }] } });
    expect(can()).toBe(false);
    t.send({ type: 'edit.change', values: { phones: [{ ...phone, phone: '9195550100' }] } });
    expect(can()).toBe(true);
    // Two rows: every one must be a phone.
    t.send({
      type: 'edit.change',
      values: {
        phones: [
          { ...phone, phone: '' },
          { ...phone, primary: false },
        ],
      },
    });
    expect(can()).toBe(false);
  });

  it('a saved phone cleared to nothing disables Save', async () => {
    const t = await opened();
    expect(t.context().noSavedPhone).toBe(false);
    t.send({ type: 'edit.change', values: { phones: [{ ...phone, phone: '' }] } });
    expect(t.snapshot().can({ type: 'edit.save' })).toBe(false);
  });

  it('home phone and office force can_send_sms false; exactly one phone is primary', async () => {
    const t = await opened(true, {
      ...form,
      community_name: 'Oak',
      management_company: 'Acme',
      phones: [{ uuid: 'p1', phone: '5125550100', type: 'office', primary: true, can_send_sms: true }],
    });
    expect(t.context().form?.phones).toEqual([
      { uuid: 'p1', phone: '5125550100', type: 'office', primary: true, can_send_sms: false },
    ]);
    t.send({
      type: 'edit.change',
      values: {
        phones: [
          { phone: '9195550100', type: 'home_phone', primary: true, can_send_sms: true },
          { phone: '9195550101', type: 'mobile', primary: true, can_send_sms: true },
        ],
      },
    });
    expect(t.context().form?.phones).toEqual([
      { phone: '9195550100', type: 'home_phone', primary: true, can_send_sms: false },
      { phone: '9195550101', type: 'mobile', primary: false, can_send_sms: true },
    ]);
    t.send({ type: 'edit.change', values: { phones: [{ ...phone, primary: false }] } });
    expect(t.context().form?.phones[0]?.primary).toBe(true);
    expect(t.snapshot().can({ type: 'edit.save' })).toBe(true);
  });

  it('isInvoiceAddressMissing also refuses a ZIP code that is not 5 digits', async () => {
    const t = await opened(false, {
      ...form,
      is_print_and_mail_invoices: true,
      invoice_address_manual: true,
      invoice_address: { ...address, zip_code: '2760' },
    });
    t.send({ type: 'edit.save' });
    expect(t.value()).toBe('editing');
    expect(t.effect('notifyErrors')).toEqual([{ errors: ['Please enter valid invoice address'] }]);
    t.send({ type: 'edit.change', values: { invoice_address: address } });
    t.send({ type: 'edit.save' });
    expect(t.value()).toEqual({ saving: 'sending' });
  });

  it('a refused save keeps the body for the field messages until the next change', async () => {
    const t = await opened();
    t.send({ type: 'edit.save' });
    await t.resolve('saveAccount', { kind: 'invalid', errors: { emailaddress_set: ['Taken'] } });
    expect(t.context().serverErrors).toEqual({ emailaddress_set: ['Taken'] });
    t.send({ type: 'edit.change', values: { first_name: 'Anne' } });
    expect(t.context().serverErrors).toBeNull();
    t.send({ type: 'edit.save' });
    await t.resolve('saveAccount', { kind: 'saved' });
    expect(t.context().serverErrors).toBeNull();
  });
});
