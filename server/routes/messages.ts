// Support tickets: list (JSON or CSV), create, read/close, replies, unread count, reasons.
import type { Ctx, Handlers } from '../http';
import { badRequest, ok, paginate, requireUser } from '../http';
import { getOffice, officeToday } from '../services/catalog';
import { STAFF_DETAILS, addDays, userDetails } from '../services/documents';
import { userTimeZone } from '../services/schedule';
import { getOwned, insert, listOwned, save, type Doc } from '../services/records';

export const REASONS: { reason: string; dis_name: string }[] = [
  { reason: 'Service Issue', dis_name: 'service_issue' },
  { reason: 'Billing Question', dis_name: 'billing' },
  { reason: 'Edit Existing Service', dis_name: 'edit_existing_service' },
  { reason: 'Request One-Time Service', dis_name: 'request_one_time_service' },
  { reason: 'Cancel My Services', dis_name: 'cancel_my_services' },
  { reason: 'Other', dis_name: 'other' },
];

async function withReplies(ctx: Ctx, owner: string, messages: Doc[]): Promise<Doc[]> {
  const replies = (await listOwned(ctx.db, 'reply', owner)).filter((r) => r.is_internal !== true);
  return messages.map((m) => ({
    ...m,
    replies: replies
      .filter((r) => r.parent_uuid === m.uuid)
      .map(({ uuid, message, parent_uuid, is_internal, user_details, created_at }) => ({
        uuid,
        message,
        parent_uuid,
        is_internal,
        user_details,
        created_at,
      })),
  }));
}

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // A cell starting with = + - @ TAB or CR may run as a formula in a spreadsheet (OWASP's six).
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** `time_offset` follows JavaScript's getTimezoneOffset(): minutes to add to local time to get UTC (EST = 300). */
export function localTime(iso: string, offsetMinutes: number): string {
  const d = new Date(Date.parse(iso) - offsetMinutes * 60000);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}`;
}

export const handlers: Handlers = {
  async messageList(ctx) {
    const user = requireUser(ctx);
    let rows = await listOwned(ctx.db, 'message', user.uuid);
    if (typeof ctx.query.status === 'string') rows = rows.filter((m) => m.status === ctx.query.status);
    if (typeof ctx.query.priority === 'number') rows = rows.filter((m) => m.priority === ctx.query.priority);
    const asc = ctx.query.ordering === 'created_at';
    rows.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) * (asc ? 1 : -1));
    const full = await withReplies(ctx, user.uuid, rows);
    if (ctx.query.format === 'csv') {
      // A spreadsheet for people: the reason's and status's words, times in the browser's zone (UTC without one).
      const offset = typeof ctx.query.time_offset === 'number' ? ctx.query.time_offset : 0;
      const lines = [
        ['Title', 'Reason', 'Status', 'Priority', 'Created', 'Visit date', 'Message', 'Replies'].join(','),
      ];
      for (const m of full)
        lines.push(
          [
            m.title,
            REASONS.find((r) => r.dis_name === m.reason)?.reason ?? m.reason,
            m.status === 'closed' ? 'Closed' : 'Open',
            m.priority,
            localTime(String(m.created_at), offset),
            m.visit_date,
            m.message,
            (m.replies as unknown[]).length,
          ]
            .map(csvCell)
            .join(','),
        );
      return {
        status: 200,
        raw: `${lines.join('\r\n')}\r\n`,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="messages.csv"',
        },
      };
    }
    return ok(paginate(ctx, full));
  },

  async messageCreate(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body as {
      reason: string;
      title: string;
      message: string;
      visit_date?: string | null;
      priority?: number | null;
      follow_up_date?: string | null;
      status?: string;
      assigned_user?: string | null;
    };
    if (!REASONS.some((r) => r.dis_name === b.reason)) throw badRequest({ reason: ['Not a valid choice.'] });
    // "Today" is the office's date, as for every date rule of the account area.
    const day = officeToday(ctx.now, await userTimeZone(ctx.db, user));
    if (b.visit_date && b.visit_date > day) throw badRequest({ visit_date: ['The visit date cannot be after today.'] });
    const office =
      typeof user.data.field_office_uuid === 'string' ? await getOffice(ctx.db, user.data.field_office_uuid) : null;
    const ownerUuid = office?.owner_user_uuid ?? null;
    // Cancelling is routed by the server, whatever the form sent (spec 3 §4).
    const cancel = b.reason === 'cancel_my_services';
    const assigned = cancel ? ownerUuid : b.assigned_user && b.assigned_user === ownerUuid ? ownerUuid : null;
    const doc = await insert(
      ctx.db,
      'message',
      user.uuid,
      {
        title: cancel ? 'Cancel My Services' : b.title,
        message: b.message,
        reason: b.reason,
        status: 'open',
        read_by_customer: true,
        read_by_staff_user: false,
        created_at: ctx.now.toISOString(),
        replies: [],
        assigned_user_details: assigned ? { ...STAFF_DETAILS, uuid: assigned } : null,
        user_details: userDetails(user),
        visit_date: b.visit_date ?? null,
        priority: cancel ? 3 : (b.priority ?? null),
        follow_up_date: cancel ? addDays(day, 1) : (b.follow_up_date ?? null),
        assigned_user: assigned,
        satisfaction: null,
      },
      ctx.now,
    );
    return ok(doc, 201);
  },

  async messageRetrieve(ctx) {
    const user = requireUser(ctx);
    const m = await getOwned(ctx.db, 'message', ctx.params.uuid as string, user.uuid);
    return ok((await withReplies(ctx, user.uuid, [m]))[0]);
  },

  async messagePartialUpdate(ctx) {
    const user = requireUser(ctx);
    const m = await getOwned(ctx.db, 'message', ctx.params.uuid as string, user.uuid);
    const b = ctx.body as { read_by_customer?: boolean; status?: 'open' | 'closed'; satisfaction?: string };
    const doc = { ...m };
    if (b.read_by_customer !== undefined) doc.read_by_customer = b.read_by_customer;
    if (b.status === 'closed') {
      if (!b.satisfaction)
        throw badRequest({ satisfaction: ['Please rate your satisfaction before closing the ticket.'] });
      doc.status = 'closed';
      doc.satisfaction = b.satisfaction;
    } else if (b.status === 'open' && m.status === 'closed')
      throw badRequest({ status: ['A closed ticket cannot be reopened; please open a new one.'] });
    else if (b.satisfaction) doc.satisfaction = b.satisfaction;
    await save(ctx.db, doc);
    return ok((await withReplies(ctx, user.uuid, [doc]))[0]);
  },

  async messageUnreadCount(ctx) {
    const user = requireUser(ctx);
    return ok({
      count: (await listOwned(ctx.db, 'message', user.uuid)).filter((m) => m.read_by_customer === false).length,
    });
  },

  async messageReplyCreate(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body as { message: string; parent_uuid: string };
    const parent = await getOwned(ctx.db, 'message', b.parent_uuid, user.uuid);
    if (parent.status !== 'open')
      throw badRequest({ non_field_errors: ['Replies are allowed only while a ticket is open.'] });
    if (b.message.trim() === '') throw badRequest({ message: ['This field may not be blank.'] });
    const reply = await insert(
      ctx.db,
      'reply',
      user.uuid,
      {
        message: b.message,
        parent_uuid: parent.uuid,
        is_internal: false,
        user_details: userDetails(user),
        created_at: ctx.now.toISOString(),
      },
      ctx.now,
    );
    await save(ctx.db, { ...parent, read_by_staff_user: false });
    return ok(reply, 201);
  },

  async dispositionDropdownList(ctx) {
    requireUser(ctx);
    return ok(paginate(ctx, REASONS));
  },
};
