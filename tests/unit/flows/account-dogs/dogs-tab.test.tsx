// @vitest-environment jsdom
// Tab 3 over a fake API: the empty state, a customer without a service, the only service chosen for a
// new dog, the bodies sent (birthday as YYYY-MM-DD, the photo only when changed), and a delete that
// asks first and drops the card (or keeps it, with a toast, when the server fails).
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import DogsTab from '../../../../src/flows/account/dogs/dogs-tab';
import { page } from '../../../support/fake-api';
import { accountMe, renderAccountTab } from '../../../support/account-tab';
import type { Routes } from '../../../support/fake-api';
import { isolateScreenTests, toastContents } from '../../../support/screen-isolation';

const address = { address: '100 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' };
const account = accountMe({ emailaddress_set: [] });
const order = { uuid: 'so1', service_type: 'residential', service_address: address };
const rex = {
  uuid: 'd1',
  name: 'Rex',
  breed: 'Lab',
  birthday: '2020-03-04',
  photo: null,
  additional_info: null,
  about_your_dogs: null,
  is_friendly: true,
  can_treat: null,
  can_clean_if_in_yard: null,
  has_doggy_door: true,
  is_dogs_outside: null,
  service_order_uuid: 'so1',
  service_address: address,
};

function renderTab(over: Routes = {}) {
  return renderAccountTab(
    DogsTab,
    { tab: 3 },
    {
      'GET /user/me/': () => ({ status: 200, body: account }),
      'GET /service-order/': () => ({ status: 200, body: page([order]) }),
      'GET /pet/': () => ({ status: 200, body: page([rex]) }),
      ...over,
    },
  ).api;
}

isolateScreenTests({ storage: false, restoreMocks: true });

describe('DogsTab', () => {
  it('no dogs: the empty state; no service: the note instead of Add Dog', async () => {
    renderTab({ 'GET /pet/': () => ({ status: 200, body: page([]) }) });
    expect(await screen.findByText(/You have not told us about any dogs yet/)).toBeTruthy();
    cleanup();
    renderTab({
      'GET /pet/': () => ({ status: 200, body: page([]) }),
      'GET /service-order/': () => ({ status: 200, body: page([]) }),
    });
    expect(await screen.findByText(/Dogs belong to a service address/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Dog' })).toBeNull();
  });

  it('add: the only service is chosen; POST pet/ with the birthday as YYYY-MM-DD and no photo', async () => {
    const api = renderTab({ 'POST /pet/': () => ({ status: 201, body: { ...rex, uuid: 'd2', name: 'Ada' } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Dog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dog' });
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /Service address/ }).value).toBe('so1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Birthday/ }), '07082021');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Birthday/ }).value).toBe('07/08/2021');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Dog' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Ada',
      service_order_uuid: 'so1',
      breed: null,
      birthday: '2021-07-08',
      additional_info: null,
      is_friendly: false,
      can_clean_if_in_yard: false,
      can_treat: false,
      has_doggy_door: false,
      is_dogs_outside: false,
    });
    await waitFor(() => expect(toastContents()).toEqual([{ kind: 'success', message: 'Data was saved successfully' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edit: PATCH pet/{uuid}/ with the saved values, the flags as ticked, and no photo key', async () => {
    const api = renderTab({ 'PATCH /pet/d1/': () => ({ status: 200, body: rex }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dog' });
    const box = (name: string) => within(dialog).getByRole<HTMLInputElement>('checkbox', { name });
    expect(['Friendly', 'Clean with dog in yard', 'Treats allowed', 'Doggy door'].map((n) => box(n).checked)).toEqual([
      true,
      false,
      false,
      true,
    ]);
    await userEvent.click(box('Left outside when no one is home'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Rex',
      service_order_uuid: 'so1',
      breed: 'Lab',
      birthday: '2020-03-04',
      additional_info: null,
      is_friendly: true,
      can_clean_if_in_yard: false,
      can_treat: false,
      has_doggy_door: true,
      is_dogs_outside: true,
    });
  });

  it('delete asks first; a failure keeps the card with a toast; a success drops it', async () => {
    let fail = true;
    const api = renderTab({
      'DELETE /pet/d1/': () => (fail ? { status: 500, body: { detail: 'Try later.' } } : { status: 204 }),
    });
    const card = await screen.findByRole('region', { name: 'Rex' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Rex' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Rex?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete dog' }));
    await waitFor(() => expect(toastContents()).toEqual([{ kind: 'error', message: 'Try later.' }]));
    expect(screen.getByRole('region', { name: 'Rex' })).toBeTruthy();
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Rex' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Rex?' })).getByRole('button', {
        name: 'Delete dog',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rex' })).toBeNull());
  });
});
