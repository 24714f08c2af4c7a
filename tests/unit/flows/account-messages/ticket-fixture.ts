// The tickets of the Messages tab's tests: an open, unread ticket Casey raised about a gate left
// open, and the replies of Sam from support.
import type { components } from '../../../../src/api/schema.gen';

type Ticket = components['schemas']['Message'];
type Reply = Ticket['replies'][number];

export const casey = { first_name: 'Casey', last_name: 'Customer', photo: null, description: null, role: 'customer' };
export const sam = {
  first_name: 'Sam',
  last_name: 'Support',
  photo: null,
  description: 'Customer care',
  role: 'staff',
};

/** Sam's reply to ticket `parent_uuid`, public unless `is_internal`. */
export const samReply = (parent_uuid: string, uuid: string, created_at: string, over: Partial<Reply> = {}): Reply => ({
  uuid,
  message: `reply ${uuid}`,
  parent_uuid,
  is_internal: false,
  user_details: sam,
  created_at,
  ...over,
});

export const ticketFixture = (over: Partial<Ticket> = {}): Ticket => ({
  uuid: 't1',
  title: 'Gate was left open',
  message: 'The back gate was open.',
  reason: 'service_issue',
  status: 'open',
  read_by_customer: false,
  read_by_staff_user: true,
  created_at: '2026-11-21T15:00:00.000Z',
  replies: [],
  assigned_user_details: null,
  user_details: casey,
  visit_date: null,
  priority: null,
  follow_up_date: null,
  assigned_user: null,
  satisfaction: null,
  ...over,
});
