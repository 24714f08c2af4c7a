// The CSV export's time_offset has the sign of JavaScript's getTimezoneOffset() — minutes to
// add to local time to get UTC — so New York in winter sends 300 and Berlin in summer -120. Two tickets of
// known created_at, each near midnight so a wrong sign also shows as a wrong day.
import { describe, expect, it } from 'vitest';
import { insert } from '../../../server/services/records';
import { call, getWorld, newCustomer } from '../support';

/** The header row the app's e2e test checks too. */
const CSV_HEADER = 'Title,Reason,Status,Priority,Created,Visit date,Message,Replies';

const ticket = (title: string, created_at: string, extra: Record<string, unknown> = {}) => ({
  title,
  message: 'Hello',
  reason: 'service_issue',
  status: 'open',
  read_by_customer: true,
  read_by_staff_user: false,
  created_at,
  replies: [],
  assigned_user_details: null,
  user_details: null,
  visit_date: null,
  priority: null,
  follow_up_date: null,
  assigned_user: null,
  satisfaction: null,
  ...extra,
});

export function messagesCsvSuite() {
  describe("the tickets' CSV", () => {
    it("writes times in the zone time_offset names, with getTimezoneOffset()'s sign: 300 (New York), -120 (Berlin)", async () => {
      const { db } = await getWorld();
      const { token, userUuid } = await newCustomer();
      // 03:30 UTC on 15 January: 22:30 the day before at offset 300 (New York, EST), 05:30 at -120 (UTC+2).
      await insert(db, 'message', userUuid, ticket('Winter', '2026-01-15T03:30:00.000Z'));
      // 22:30 UTC on 1 July: 17:30 at offset 300, 00:30 on 2 July at -120 (Berlin, CEST).
      const summer = await insert(
        db,
        'message',
        userUuid,
        ticket('Summer', '2026-07-01T22:30:00.000Z', {
          reason: 'billing',
          status: 'closed',
          satisfaction: 'happy',
          priority: 2,
          visit_date: '2026-06-30',
        }),
      );
      const reply = (is_internal: boolean) => ({
        message: 'Reply',
        parent_uuid: summer.uuid,
        is_internal,
        user_details: null,
        created_at: '2026-07-02T09:00:00.000Z',
      });
      await insert(db, 'reply', userUuid, reply(false));
      await insert(db, 'reply', userUuid, reply(true));

      const csv = async (query: string) => {
        const r = await call('GET', `/message/?format=csv&ordering=created_at${query}`, { token });
        expect(r.status).toBe(200);
        expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(r.headers.get('content-disposition')).toBe('attachment; filename="messages.csv"');
        expect(r.text.endsWith('\r\n')).toBe(true);
        return r.text.trimEnd().split('\r\n');
      };
      // The enquiry that made the account opened no ticket: the rows are exactly the two above, oldest first.
      expect(await csv('&time_offset=300')).toEqual([
        CSV_HEADER,
        'Winter,Service Issue,Open,,2026-01-14 22:30,,Hello,0',
        'Summer,Billing Question,Closed,2,2026-07-01 17:30,2026-06-30,Hello,1',
      ]);
      expect(await csv('&time_offset=-120')).toEqual([
        CSV_HEADER,
        'Winter,Service Issue,Open,,2026-01-15 05:30,,Hello,0',
        'Summer,Billing Question,Closed,2,2026-07-02 00:30,2026-06-30,Hello,1',
      ]);
      // Without an offset: UTC.
      expect((await csv(''))[1]).toBe('Winter,Service Issue,Open,,2026-01-15 03:30,,Hello,0');
    });
  });
}
