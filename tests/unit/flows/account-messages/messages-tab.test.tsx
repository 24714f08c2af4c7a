// @vitest-environment jsdom
// Tab 6 over a fake API: the empty states, a ticket opened by the URL (marked read when unread; an
// internal reply never shown, even if one arrives), a closed ticket without the reply box, and another
// user's ticket (404) as 'not found' with the way back.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import MessagesTab from '../../../../src/flows/account/messages/messages-tab';
import type { AccountSearch } from '../../../../src/flows/account/account-nav';
import { page } from '../../../support/fake-api';
import { accountMe, renderAccountTab } from '../../../support/account-tab';
import type { Routes } from '../../../support/fake-api';
import type { components } from '../../../../src/api/schema.gen';
import { ticketFixture, samReply } from './ticket-fixture';
import { isolateScreenTests } from '../../../support/screen-isolation';

type Ticket = components['schemas']['Message'];

const UUID = '3f6c2d1e-5b4a-4c3d-8e2f-1a0b9c8d7e6f';
const ticket = (over: Partial<Ticket> = {}) =>
  ticketFixture({
    uuid: UUID,
    replies: [
      samReply(UUID, 'r1', '2026-11-22T10:00:00.000Z', { message: 'We are on it.' }),
      samReply(UUID, 'r2', '2026-11-22T10:05:00.000Z', { message: 'Internal: check route 12.', is_internal: true }),
    ],
    ...over,
  });

function renderTab(search: Omit<AccountSearch, 'tab'>, over: Routes = {}) {
  return renderAccountTab(
    MessagesTab,
    { tab: 6, ...search },
    {
      'GET /user/me/': () => ({ status: 200, body: accountMe() }),
      'GET /message/': () => ({ status: 200, body: page([]) }),
      'GET /disposition-dropdown/': () => ({
        status: 200,
        body: page([{ reason: 'Service Issue', dis_name: 'service_issue' }]),
      }),
      ...over,
    },
  );
}

isolateScreenTests({ storage: false, restoreMocks: true });

describe('MessagesTab', () => {
  it("no tickets: 'You have no recent messages.'; under a status filter, that none match; the support hours", async () => {
    renderTab({});
    expect(await screen.findByText('You have no recent messages.')).toBeTruthy();
    expect(screen.getByText('Mon-Fri 8:30am-9:00pm ET')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    expect(await screen.findByText('No tickets match this filter.')).toBeTruthy();
  });

  it('a ticket by the URL: marked read when unread, the public reply shown, the internal one never', async () => {
    const { api } = renderTab(
      { ticket: UUID },
      {
        [`GET /message/${UUID}/`]: () => ({ status: 200, body: ticket() }),
        [`PATCH /message/${UUID}/`]: () => ({ status: 200, body: ticket({ read_by_customer: true }) }),
      },
    );
    expect(await screen.findByText('We are on it.')).toBeTruthy();
    expect(screen.queryByText('Internal: check route 12.')).toBeNull();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ read_by_customer: true });
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close this ticket' })).toBeTruthy();
  });

  it('a closed, read ticket: no reply box, no close button, no PATCH; the rating in its facts', async () => {
    const { api } = renderTab(
      { ticket: UUID },
      {
        [`GET /message/${UUID}/`]: () => ({
          status: 200,
          body: ticket({ status: 'closed', read_by_customer: true, satisfaction: 'happy' }),
        }),
      },
    );
    expect(await screen.findByText('This ticket is closed. If you need more help, add a new ticket.')).toBeTruthy();
    expect(await screen.findByText('Happy')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close this ticket' })).toBeNull();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("another user's ticket (404): 'not found' and the way back to My Tickets", async () => {
    const { go } = renderTab({ ticket: UUID });
    const back = await screen.findByRole('button', { name: 'Back to My Tickets' });
    expect(screen.getAllByText('We could not find that ticket.').length).toBeGreaterThan(0);
    await userEvent.click(back);
    expect(go).toHaveBeenCalledWith({ tab: 6 });
  });
});
