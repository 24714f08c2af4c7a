// @vitest-environment jsdom
// The Messages tab's actors against a fake fetch (spec 3 §7 Messages): which call each step makes and
// with what, the CSV saved as messages.csv through a Blob URL, and failures thrown to the machine.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTicketImplementations } from '../../../../src/flows/account/messages/actors';
import { ApiError } from '../../../../src/api/errors';
import { fakeApi } from '../../../support/fake-api';
import type { Routes } from '../../../support/fake-api';
import { closeToasts, toastMessages } from '../../../support/screen-isolation';
import { runActor } from '../../../support/run-actor';

const UUID = '3f6c2d1e-5b4a-4c3d-8e2f-1a0b9c8d7e6f';

function setup(routes: Routes) {
  const fake = fakeApi(routes);
  return { fake, impl: createTicketImplementations(fake.client, fake.queryClient) };
}

afterEach(() => {
  vi.restoreAllMocks();
  closeToasts();
});

describe('ticket actors', () => {
  it('exportTickets: GET /message/?format=csv with the offset and the list, saved as messages.csv', async () => {
    const csv = 'Title,Reason\r\nBilling question,billing\r\n';
    const { fake, impl } = setup({
      'GET /message/': () => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    let saved: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:messages';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await runActor(impl.actors.exportTickets, { ordering: '-created_at', status: 'closed' });
    expect(Object.fromEntries(fake.calls[0]?.searchParams ?? [])).toEqual({
      format: 'csv',
      time_offset: String(new Date().getTimezoneOffset() || 0),
      ordering: '-created_at',
      status: 'closed',
    });
    expect(await (saved as Blob | null)?.text()).toBe(csv);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('messages.csv');
    expect(clicks[0]?.href).toBe('blob:messages');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('exportTickets: an error answer rejects (the machine toasts it) and saves nothing', async () => {
    const { impl } = setup({ 'GET /message/': () => ({ status: 500, body: { detail: 'down' } }) });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    await expect(runActor(impl.actors.exportTickets, { ordering: null, status: null })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('markRead, sendReply and closeTicket send what the spec lists; a refusal rejects', async () => {
    const { fake, impl } = setup({
      [`PATCH /message/${UUID}/`]: () => ({ status: 200, body: {} }),
      'POST /message-reply/': () => ({ status: 400, body: { non_field_errors: ['closed'] } }),
    });
    await runActor(impl.actors.markRead, { uuid: UUID });
    await runActor(impl.actors.closeTicket, { uuid: UUID, status: 'closed', satisfaction: 'happy' });
    expect(fake.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', `/message/${UUID}/`, { read_by_customer: true }],
      ['PATCH', `/message/${UUID}/`, { status: 'closed', satisfaction: 'happy' }],
    ]);
    await expect(runActor(impl.actors.sendReply, { message: 'Hi', parent_uuid: UUID })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fake.calls.at(-1)?.body).toEqual({ message: 'Hi', parent_uuid: UUID });
  });

  it('findFieldOfficeOwner: the contract offers no owner, so null without a call (the server assigns it)', async () => {
    const { fake, impl } = setup({});
    expect(await runActor(impl.actors.findFieldOfficeOwner)).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it("reloads invalidate the whole ['message'] family (list, ticket, unread badge); success toasts", () => {
    const { fake, impl } = setup({});
    const invalidate = vi.spyOn(fake.queryClient, 'invalidateQueries');
    impl.actions.reloadUnreadCount();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['message'] });
    impl.actions.notifyCreated();
    impl.actions.notifyClosed();
    expect(toastMessages().sort()).toEqual([
      'The ticket is closed. Thank you for your feedback!',
      'Your ticket was sent. We will get back to you soon.',
    ]);
  });
});
