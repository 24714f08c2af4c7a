// What the Messages views show of a ticket: the conversation (internal replies never), names, reason
// labels, the list's select ids and the detail's address.
import { describe, expect, it } from 'vitest';
import {
  ALL,
  conversation,
  initials,
  listIds,
  orderingOf,
  personName,
  reasonLabel,
  statusOf,
  ticketHref,
  ticketSummary,
} from '../../../../src/flows/account/messages/ticket-facts';
import { casey, sam, samReply, ticketFixture } from './ticket-fixture';

const reply = (uuid: string, at: string, is_internal = false) => samReply('t1', uuid, at, { is_internal });
const ticket = ticketFixture({
  replies: [
    reply('r2', '2026-11-23T10:00:00.000Z'),
    reply('hidden', '2026-11-22T10:05:00.000Z', true),
    reply('r1', '2026-11-22T10:00:00.000Z'),
  ],
  assigned_user_details: sam,
  visit_date: '2026-11-17',
  priority: 2,
});

describe('ticket facts', () => {
  it('the conversation: the message first, then public replies oldest first; an internal reply never shows', () => {
    const entries = conversation(ticket);
    expect(entries.map((e) => e.key)).toEqual(['t1', 'r1', 'r2']);
    expect(entries[0]).toMatchObject({ author: casey, text: 'The back gate was open.' });
    expect(entries.map((e) => e.text)).not.toContain('reply hidden');
  });

  it('what the machine decides on', () => {
    expect(ticketSummary(ticket)).toEqual({ uuid: 't1', status: 'open', read_by_customer: false });
  });

  it('names, initials and reason labels', () => {
    expect(personName(sam)).toBe('Sam Support');
    expect(personName(null)).toBe('');
    expect(initials(casey)).toBe('CC');
    const reasons = [{ reason: 'Service Issue', dis_name: 'service_issue' }];
    expect(reasonLabel(reasons, 'service_issue')).toBe('Service Issue');
    expect(reasonLabel(reasons, 'lost_key')).toBe('Lost key');
  });

  it("the list's select ids: 'All' is null on the machine's side", () => {
    expect(orderingOf(ALL)).toBeNull();
    expect(orderingOf('-created_at')).toBe('-created_at');
    expect(statusOf('closed')).toBe('closed');
    expect(statusOf(ALL)).toBeNull();
    expect(listIds({ ordering: null, status: 'open' })).toEqual({ ordering: ALL, status: 'open' });
  });

  it("the detail's address keeps the tab and the ticket", () => {
    expect(ticketHref('3f6c2d1e-5b4a-4c3d-8e2f-1a0b9c8d7e6f')).toBe(
      '/account?tab=6&ticket=3f6c2d1e-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
    );
  });
});
