// Account area: profile, commercial customer, notification preferences, community, pets, services,
// pauses and proposals. Every record is read through its owner (another user's id → 404).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AuthUser, Ctx, Handler, Handlers, Result } from '../http';
import { badRequest, forbidden, notFound, ok, ownUserFilter, paginate, requireUser } from '../http';
import { hashPassword, revokeOtherTokens } from '../services/auth';
import { DEFAULT_TIME_ZONE, getOffice, officeToday } from '../services/catalog';
import { NOTIFICATION_TYPES, accountInfo, petDoc } from '../services/documents';
import { messages } from '../../src/domain/messages';
import { normalisedPdf, pdfProblem } from '../services/pdf-uploads';
import { petErrors } from '../services/pet-rules';
import { proposalPdfContent } from '../services/proposal-pdf';
import { getOwned, insert, listOwned, merge, remove, save, type Doc, type Kind } from '../services/records';
import { isHistory, presentVisit, userTimeZone, visitOfToday } from '../services/schedule';
import { accountPassword, fieldError } from '../../machines/shared/fields';
import { currentPasswordRefusal } from '../services/password-proof';

/** The DELETE of a record of `kind` the caller owns, named by the path's uuid: 204 (another's: 404). */
const destroyOwn =
  (kind: Kind): Handler =>
  async (ctx) => {
    const user = requireUser(ctx);
    const doc = await getOwned(ctx.db, kind, ctx.params.uuid as string, user.uuid);
    await remove(ctx.db, doc.uuid);
    return { status: 204 };
  };

async function loadAccount(ctx: Ctx, userUuid: string) {
  const rows = await ctx.db.query<AuthUser>(
    'SELECT uuid, email, first_name, last_name, roles, data FROM users WHERE uuid = $1',
    [userUuid],
  );
  const u = rows[0];
  if (!u) throw notFound();
  const office =
    typeof u.data.field_office_uuid === 'string' ? await getOffice(ctx.db, u.data.field_office_uuid) : null;
  return accountInfo(u, office, { overdueDays: await overdueDays(ctx, u.uuid, await userTimeZone(ctx.db, u)) });
}

/** Days since the due date of the oldest unpaid invoice past due (in the office's zone), or null. */
async function overdueDays(ctx: Ctx, userUuid: string, timeZone = DEFAULT_TIME_ZONE): Promise<number | null> {
  const day = officeToday(ctx.now, timeZone);
  const due = (await listOwned(ctx.db, 'invoice', userUuid))
    .filter((i) => Number(i.balance_due ?? 0) > 0 && typeof i.due_date === 'string' && i.due_date < day)
    .map((i) => i.due_date as string)
    .sort();
  const oldest = due[0];
  if (!oldest) return null;
  return Math.round((Date.parse(day) - Date.parse(oldest)) / 86_400_000);
}

/**
 * Saves the account edit. A new password needs the current one (design.md §8): without it, or wrong, the
 * refusal is returned (a wrong one is counted like a failed sign-in, so it must commit) and nothing is saved.
 */
async function updateAccount(
  ctx: Ctx,
  userUuid: string,
  b: Record<string, unknown>,
  commercial: boolean,
): Promise<Result | null> {
  if (typeof b.password === 'string') {
    const refused = await currentPasswordRefusal(ctx, requireUser(ctx), b.old_password, 'old_password');
    if (refused) return refused;
  }
  if (Array.isArray(b.emailaddress_set)) await assertOwnEmails(ctx, userUuid, b.emailaddress_set);
  const rows = await ctx.db.query<{ data: Record<string, unknown>; first_name: string; last_name: string }>(
    'SELECT data, first_name, last_name FROM users WHERE uuid = $1',
    [userUuid],
  );
  const row = rows[0];
  if (!row) throw notFound();
  const data = { ...row.data };
  for (const k of [
    'phone_numbers',
    'emailaddress_set',
    'is_email_invoice',
    'is_print_and_mail_invoices',
    'invoice_address',
  ] as const)
    if (b[k] !== undefined) data[k] = b[k];
  if (b.authorized_users_list !== undefined) data.authorized_users = b.authorized_users_list;
  if (commercial)
    for (const k of ['community_role', 'community_name', 'management_company'] as const)
      if (b[k] !== undefined) data[k] = b[k];
  const phones = (data.phone_numbers as { primary: boolean }[] | undefined) ?? [];
  if (phones.filter((p) => p.primary).length > 1)
    throw badRequest({ phone_numbers: ['Only one phone number can be primary.'] });
  if (b.is_print_and_mail_invoices === true && !data.invoice_address)
    throw badRequest({ invoice_address: ['Please enter valid invoice address'] });
  if (typeof b.password === 'string') {
    // The account edit form's rule, in its words.
    const weak = fieldError(accountPassword(), b.password);
    if (weak) throw badRequest({ password: [weak] });
    await ctx.db.query('UPDATE users SET password_hash = $2 WHERE uuid = $1', [
      userUuid,
      await hashPassword(b.password),
    ]);
    // A new password ends every other session of the account.
    await revokeOtherTokens(ctx.db, userUuid, ctx.tokenHash, ctx.now);
  }
  await ctx.db.query('UPDATE users SET data = $2, first_name = $3, last_name = $4 WHERE uuid = $1', [
    userUuid,
    JSON.stringify(data),
    (b.first_name as string | undefined) ?? row.first_name,
    (b.last_name as string | undefined) ?? row.last_name,
  ]);
  return null;
}

/** An address another account signs in with (or lists as its own) is refused under the field, by its index. */
async function assertOwnEmails(ctx: Ctx, userUuid: string, set: unknown[]): Promise<void> {
  const emails = set.map((e) =>
    String((e as { email?: unknown }).email ?? '')
      .trim()
      .toLowerCase(),
  );
  const rows = await ctx.db.query<{ email: string }>(
    `SELECT e AS email FROM unnest($2::text[]) AS e
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.uuid <> $1 AND (lower(u.email) = e OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(u.data->'emailaddress_set') = 'array'
          THEN u.data->'emailaddress_set' ELSE '[]'::jsonb END) AS x WHERE lower(x->>'email') = e)))`,
    [userUuid, emails],
  );
  if (rows.length === 0) return;
  const taken = new Set(rows.map((r) => r.email));
  // DRF's shape for a list of objects: one entry per item, {} for the accepted ones.
  throw badRequest({
    emailaddress_set: emails.map((e) => (taken.has(e) ? { email: [messages.emailOfAnotherAccount] } : {})),
  });
}

function isCommercial(ctx: Ctx) {
  return requireUser(ctx).roles.includes('commercial_customer');
}

/**
 * The caller's visits (of one service when `order` is given) as answered — a visit a pause covers shows as
 * 'paused' — with today's date in the account's office zone.
 */
async function visitsOf(ctx: Ctx, order: string | undefined) {
  const user = requireUser(ctx);
  const timeZone = await userTimeZone(ctx.db, user);
  const pauses = await listOwned(ctx.db, 'pause', user.uuid);
  const visits = (await listOwned(ctx.db, 'visit', user.uuid))
    .filter((v) => !order || v.service_order_uuid === order)
    .map((v) => presentVisit(v, pauses, timeZone));
  return { visits, today: officeToday(ctx.now, timeZone), timeZone };
}

async function ownOrder(ctx: Ctx, uuid: string | undefined): Promise<Doc | null> {
  if (!uuid) return null;
  return getOwned(ctx.db, 'service_order', uuid, requireUser(ctx).uuid);
}

/** A `service_order__uuid` filter must name one of the caller's orders (else 403, as for user__uuid). */
async function orderFilter(ctx: Ctx): Promise<string | undefined> {
  const uuid = ctx.query.service_order__uuid as string | undefined;
  if (uuid && !(await ownOrder(ctx, uuid).catch(() => null))) throw forbidden();
  return uuid;
}

export async function pdfBase64(title: string, lines: string[]): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText(title, { x: 50, y: 740, size: 18, font: bold });
  let y = 710;
  // Helvetica (WinAnsi) cannot draw every character: keep printable ASCII.
  for (const l of lines) {
    page.drawText(l.replace(/[^\x20-\x7e]/g, '?'), { x: 50, y, size: 11, font });
    y -= 16;
    if (y < 40) break;
  }
  return Buffer.from(await pdf.save()).toString('base64');
}

/** A dog's service that is not one of the user's (or no longer exists). */
const NOT_YOUR_SERVICE = 'Choose one of your services.';

export const handlers: Handlers = {
  async userMeRetrieve(ctx) {
    return ok(await loadAccount(ctx, requireUser(ctx).uuid));
  },

  async userMePartialUpdate(ctx) {
    const user = requireUser(ctx);
    const refused = await updateAccount(ctx, user.uuid, ctx.body as Record<string, unknown>, false);
    if (refused) return refused;
    return ok(await loadAccount(ctx, user.uuid));
  },

  async crmCommericalCustomerRetrieve(ctx) {
    const user = requireUser(ctx);
    if (ctx.params.id !== user.uuid) throw notFound();
    if (!isCommercial(ctx)) throw forbidden();
    return ok(await loadAccount(ctx, user.uuid));
  },

  async crmCommericalCustomerPartialUpdate(ctx) {
    const user = requireUser(ctx);
    if (ctx.params.id !== user.uuid) throw notFound();
    if (!isCommercial(ctx)) throw forbidden();
    const refused = await updateAccount(ctx, user.uuid, ctx.body as Record<string, unknown>, true);
    if (refused) return refused;
    return ok(await loadAccount(ctx, user.uuid));
  },

  async notificationPreferenceList(ctx) {
    const user = ownUserFilter(ctx);
    let prefs = await listOwned(ctx.db, 'notification_pref', user.uuid);
    // Accounts made by an order or a registration start with every notification on by email.
    // Made once: the check and the inserts run in one transaction holding the account's lock, so
    // first reads that arrive together (two tabs, a retry) do not each insert a set.
    if (prefs.length === 0) {
      prefs = await ctx.db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('notification_pref:' || $1))", [user.uuid]);
        if ((await listOwned(tx, 'notification_pref', user.uuid)).length === 0)
          for (const [type, label] of NOTIFICATION_TYPES)
            await insert(tx, 'notification_pref', user.uuid, { type, type_display: label, email: true, text: false });
        return listOwned(tx, 'notification_pref', user.uuid);
      });
    }
    return ok(paginate(ctx, prefs));
  },

  async notificationPreferencePartialUpdate(ctx) {
    const user = requireUser(ctx);
    const items = ctx.body as { uuid: string; email?: boolean; text?: boolean }[];
    for (const it of items) {
      const doc = await getOwned(ctx.db, 'notification_pref', it.uuid, user.uuid).catch(() => null);
      if (!doc) throw forbidden();
      await save(ctx.db, merge(doc, { email: it.email, text: it.text }));
    }
    return ok(await listOwned(ctx.db, 'notification_pref', user.uuid));
  },

  async crmCommercialCommunityList(ctx) {
    const user = ownUserFilter(ctx);
    return ok(paginate(ctx, await listOwned(ctx.db, 'community', user.uuid)));
  },

  async crmCommercialCommunityUpdate(ctx) {
    const user = requireUser(ctx);
    const doc = await getOwned(ctx.db, 'community', ctx.params.uuid as string, user.uuid);
    const b = { ...(ctx.body as Record<string, unknown>) };
    const problem = typeof b.community_boundary_map === 'string' ? pdfProblem(b.community_boundary_map) : null;
    // Over 5 MB: the words the browser shows for the same file (spec 2 §5 'File too large').
    if (problem)
      throw badRequest({
        community_boundary_map: [problem === 'size' ? messages.fileTooLarge : 'Uploaded file is not a valid PDF'],
      });
    if (typeof b.community_boundary_map === 'string')
      b.community_boundary_map = normalisedPdf(b.community_boundary_map);
    return ok(
      await save(
        ctx.db,
        merge(doc, b, [
          'community_boundary_map',
          'address',
          'home_count',
          'properties_in_community',
          'guest_notification_service',
        ]),
      ),
    );
  },

  async petList(ctx) {
    const user = requireUser(ctx);
    const order = await orderFilter(ctx);
    const pets = (await listOwned(ctx.db, 'pet', user.uuid)).filter((p) => !order || p.service_order_uuid === order);
    return ok(paginate(ctx, pets));
  },

  async petCreate(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body as Record<string, unknown> & { service_order_uuid: string };
    const order = await ownOrder(ctx, b.service_order_uuid).catch(() => null);
    // A field error, not 403: the app reads any 403 as a lost session and signs the user out, and a
    // service that is gone (or not theirs) is a choice to correct. The message names no record.
    if (!order) throw badRequest({ service_order_uuid: [NOT_YOUR_SERVICE] });
    await checkPet(ctx, b, order, null);
    return ok(await insert(ctx.db, 'pet', user.uuid, petDoc({ ...b, uuid: undefined }, order)), 201);
  },

  async petPartialUpdate(ctx) {
    const user = requireUser(ctx);
    const pet = await getOwned(ctx.db, 'pet', ctx.params.uuid as string, user.uuid);
    const b = { ...(ctx.body as Record<string, unknown>) };
    delete b.uuid;
    let order: Doc | null = null;
    if (typeof b.service_order_uuid === 'string' && b.service_order_uuid !== pet.service_order_uuid) {
      order = await ownOrder(ctx, b.service_order_uuid).catch(() => null);
      if (!order) throw badRequest({ service_order_uuid: [NOT_YOUR_SERVICE] });
      b.service_address = order.service_address;
    }
    await checkPet(ctx, b, order, pet);
    return ok(await save(ctx.db, merge(pet, b)));
  },

  petDestroy: destroyOwn('pet'),

  async serviceList(ctx) {
    requireUser(ctx);
    const order = await orderFilter(ctx);
    const ordering = (ctx.query.ordering as string | undefined) ?? 'scheduled_time';
    const { visits: all, today, timeZone } = await visitsOf(ctx, order);
    let visits = all;
    if (ctx.query.is_history === true) visits = visits.filter((v) => isHistory(v, today, timeZone));
    if (ctx.query.is_history === false) visits = visits.filter((v) => !isHistory(v, today, timeZone));
    visits.sort(
      (a, b) => String(a.scheduled_time).localeCompare(String(b.scheduled_time)) * (ordering.startsWith('-') ? -1 : 1),
    );
    return ok(paginate(ctx, visits, 10));
  },

  async servicePartialUpdate(ctx) {
    const user = requireUser(ctx);
    const visit = await getOwned(ctx.db, 'visit', ctx.params.uuid as string, user.uuid);
    const b = ctx.body as { rating: number; comment?: string | null };
    if (Math.round(b.rating * 2) !== b.rating * 2) throw badRequest({ rating: ['Rating moves in half steps.'] });
    const saved = await save(ctx.db, { ...visit, rating: b.rating, comment: b.comment ?? visit.comment ?? null });
    return ok(presentVisit(saved, await listOwned(ctx.db, 'pause', user.uuid), await userTimeZone(ctx.db, user)));
  },

  async servicePastAndUpcomingServices(ctx) {
    requireUser(ctx);
    const order = await orderFilter(ctx);
    const { visits, today, timeZone } = await visitsOf(ctx, order);
    const past = visits
      .filter((v) => isHistory(v, today, timeZone))
      .sort((a, b) => String(b.scheduled_time).localeCompare(String(a.scheduled_time)));
    const upcoming = visits
      .filter((v) => !isHistory(v, today, timeZone))
      .sort((a, b) => String(a.scheduled_time).localeCompare(String(b.scheduled_time)));
    return ok({ past, upcoming });
  },

  async serviceLatestServiceStats(ctx) {
    requireUser(ctx);
    const order = await orderFilter(ctx);
    const { visits, today, timeZone } = await visitsOf(ctx, order);
    const latest = visitOfToday(visits, today, timeZone);
    if (!latest)
      return ok({
        status: [],
        length: 0,
        technician: null,
        routes: [],
        visit_status: null,
        scheduled_time: null,
        service_order_uuid: null,
      });
    const reached = TRACKER_STEPS.slice(0, trackerLength(latest.status as string));
    const orderDoc = await ownOrder(ctx, latest.service_order_uuid as string).catch(() => null);
    const geo = (
      orderDoc?.service_address as { geo_location?: { latitude: number; longitude: number } | null } | undefined
    )?.geo_location;
    const routes = geo
      ? [
          { latitude: geo.latitude + 0.01, longitude: geo.longitude - 0.01, stop_number: 1, service_completed: true },
          { latitude: geo.latitude + 0.005, longitude: geo.longitude - 0.004, stop_number: 2, service_completed: true },
          {
            latitude: geo.latitude,
            longitude: geo.longitude,
            stop_number: 3,
            service_completed: latest.status === 'complete',
          },
        ]
      : [];
    return ok({
      status: reached,
      length: reached.length,
      technician: latest.technician ?? null,
      routes,
      visit_status: latest.status,
      scheduled_time: latest.scheduled_time,
      service_order_uuid: latest.service_order_uuid,
    });
  },

  async serviceAddBags(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body as { service_order_uuid: string; add_bags: string };
    if (b.add_bags !== '8.99') throw badRequest({ add_bags: ['Doggie bags cost 8.99 (200 bags).'] });
    const order = await getOwned(ctx.db, 'service_order', b.service_order_uuid, user.uuid).catch(() => null);
    if (!order || order.service_type === 'commercial') throw forbidden();
    await save(ctx.db, { ...order, next_service_bags: Number(order.next_service_bags ?? 0) + 200 });
    await insert(ctx.db, 'bag_order', user.uuid, {
      service_order_uuid: order.uuid,
      amount: '8.99',
      bags: 200,
      created_at: ctx.now.toISOString(),
    });
    return ok({ detail: '200 bags will be delivered with your next service.' });
  },

  async servicePauseList(ctx) {
    const user = requireUser(ctx);
    const order = await orderFilter(ctx);
    const day = officeToday(ctx.now, await userTimeZone(ctx.db, user));
    const pauses = (await listOwned(ctx.db, 'pause', user.uuid))
      .filter((p) => (!order || p.service_order_uuid === order) && (p.pause_to === null || String(p.pause_to) >= day))
      .map(pauseJson);
    return ok({ upcoming: pauses });
  },

  async servicePauseCreate(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body as {
      service_order_uuid: string;
      pause_from: string;
      pause_to: string | null;
      suspend_until_manual: boolean;
      understand_pause_func: true;
    };
    // Another user's (or no) order: 403, the same answer either way.
    const order = await getOwned(ctx.db, 'service_order', b.service_order_uuid, user.uuid).catch(() => null);
    if (!order || order.service_type === 'commercial') throw forbidden();
    // "Today" is the office's date: at 02:00 UTC it is still yesterday in Raleigh.
    const day = officeToday(ctx.now, await userTimeZone(ctx.db, user));
    if (b.pause_from <= day) throw badRequest({ pause_from: ['The pause must start after today.'] });
    if (b.suspend_until_manual && b.pause_to !== null)
      throw badRequest({ pause_to: ['Leave the end date empty when suspending until you resume.'] });
    if (!b.suspend_until_manual && b.pause_to === null) throw badRequest({ pause_to: ['This field is required.'] });
    if (b.pause_to !== null && b.pause_to <= b.pause_from)
      throw badRequest({ pause_to: ['The end date must be after the start date.'] });
    const doc = await insert(ctx.db, 'pause', user.uuid, { ...b, reason: null });
    return ok(pauseJson(doc), 201);
  },

  servicePauseDestroy: destroyOwn('pause'),

  async crmCommericalCrmList(ctx) {
    const user = requireUser(ctx);
    const rows = (await listOwned(ctx.db, 'proposal', user.uuid)).sort((a, b) =>
      String(b.created_at).localeCompare(String(a.created_at)),
    );
    return ok(paginate(ctx, rows, 15));
  },

  async crmCommericalCrmRetrieve(ctx) {
    const user = requireUser(ctx);
    return ok(await getOwned(ctx.db, 'proposal', ctx.params.id as string, user.uuid));
  },

  async crmCommericalCrmProposalPdf(ctx) {
    const user = requireUser(ctx);
    const p = await getOwned(ctx.db, 'proposal', ctx.params.id as string, user.uuid);
    const { title, lines } = proposalPdfContent(p, await userTimeZone(ctx.db, user));
    return ok({ data: await pdfBase64(title, lines) });
  },
};

/**
 * A dog's rules (services/pet-rules.ts), as 400 field errors: the birthday not after the office's today, the
 * service (`order`: the one named, if any) residential, the photo an image ≤ 5 MB. `photo: null` clears the
 * photo and an absent one keeps it; a photo equal to the stored one is the stored one, not a new upload.
 */
async function checkPet(ctx: Ctx, b: Record<string, unknown>, order: Doc | null, pet: Doc | null) {
  const today = officeToday(ctx.now, await userTimeZone(ctx.db, requireUser(ctx)));
  const errors = petErrors(b, order, pet?.photo, today);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** The tracker's four steps (openapi TrackerStep). */
const TRACKER_STEPS = ['scheduled', 'technician_assigned', 'technician_en_route', 'service_complete'] as const;

/** How many tracker steps a visit status has reached: in_progress (in the yard) is still step 3. */
function trackerLength(status: string): number {
  switch (status) {
    case 'technician_assigned':
      return 2;
    case 'technician_en_route':
    case 'in_progress':
      return 3;
    case 'complete':
      return 4;
    default:
      return 1;
  }
}

function pauseJson(p: Doc) {
  return {
    uuid: p.uuid,
    service_order_uuid: p.service_order_uuid,
    pause_from: p.pause_from,
    pause_to: p.pause_to ?? null,
    suspend_until_manual: Boolean(p.suspend_until_manual),
    reason: p.reason ?? null,
  };
}
