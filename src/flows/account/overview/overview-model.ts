// What the overview derives from the API's answers (spec 3 §2.1, §4, §6), pure so it is tested
// apart from the view: the cards a role sees, the tracker's steps, the map's overlay sentence, the
// services' map locations, the rows of the payments and invoices cards.
import type { components } from '../../../api/schema.gen';
import { INVOICE_STATUS_STYLES, SERVICE_TRACKER_LABELS, SERVICE_TRACKER_STEPS } from '../../../domain/account-enums';
import type { TrackerStep } from '../../../domain/account-enums';
import { messages } from '../../../domain/messages';
import { slashedDate, zonedTime } from './format';
import { accountMessages } from '../../../domain/account-messages';

type Schemas = components['schemas'];
type Stats = Schemas['ServiceStats'];
type Technician = Schemas['Technician'];

// ── Cards by role (spec 3 §2.1, §6) ─────────────────────────────────────────────────────────────

export type OverviewCard =
  'services' | 'messages' | 'payments' | 'invoices' | 'bags' | 'referral' | 'extraService' | 'reviewPrize';

/**
 * Every customer: services (tracker, map), messages, payments, invoices and credit memos, the review
 * prize. Residential: the doggie-bag offer and the referral section. Commercial: no bags, no referral,
 * the one-time extra service request instead (the spec's dashboard reading of §6).
 */
export function overviewCards(commercial: boolean): OverviewCard[] {
  const common: OverviewCard[] = ['services', 'messages', 'payments', 'invoices'];
  return commercial ? [...common, 'extraService', 'reviewPrize'] : [...common, 'bags', 'referral', 'reviewPrize'];
}

// ── The tracker (spec 3 §2.1; the contract's TrackerStep) ────────────────────────────────────────

export type StepState = 'completed' | 'current' | 'upcoming';

export interface TrackerRow {
  step: TrackerStep;
  label: string;
  state: StepState;
}

/**
 * The four steps with their state: the steps reached are completed except the last reached, which is
 * current, unless all four are reached (the visit is done: all completed). No visit today: all upcoming.
 */
export function trackerRows(stats: Pick<Stats, 'length'>): TrackerRow[] {
  const reached = Math.max(0, Math.min(stats.length, SERVICE_TRACKER_STEPS.length));
  const done = reached === SERVICE_TRACKER_STEPS.length;
  return SERVICE_TRACKER_STEPS.map((step, i) => ({
    step,
    label: SERVICE_TRACKER_LABELS[step],
    state: i < reached - 1 || (done && i < reached) ? 'completed' : i === reached - 1 ? 'current' : 'upcoming',
  }));
}

// ── The map's overlay (spec 3 §2.1) ──────────────────────────────────────────────────────────────

export type Overlay =
  | { kind: 'none'; text: string }
  | { kind: 'assigning'; text: string }
  | { kind: 'assigned'; text: string; technician: Technician | null }
  | { kind: 'onTheWay' | 'inYard'; text: string; technician: Technician | null }
  | { kind: 'complete'; text: string };

/** Fills '{name}'-style slots of a message of src/domain/messages.ts. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

export function technicianName(t: Technician | null | undefined): string {
  const name = [t?.first_name, t?.last_name].filter((p) => p && p.trim()).join(' ');
  return name || 'Your technician';
}

/**
 * By the number of steps reached: 0 'You have no scheduled services.' (when the service has a next
 * date, that date instead: the spec's sentence under a card saying 'Next service 11/27' contradicts
 * it; README, where we depart); 1 (scheduled only) 'We are
 * just assigning your technician...'; 2 the technician assigned; 3 the arrival information (on the way,
 * or in the yard when the visit is in progress) with the scheduled time in the office's zone; 4 done.
 */
export function overlayFor(stats: Stats, timeZone: string, nextServiceDate?: string | null): Overlay {
  const name = technicianName(stats.technician);
  switch (Math.min(stats.length, 4)) {
    case 0: {
      const date = slashedDate(nextServiceDate);
      return {
        kind: 'none',
        text: date ? fill(accountMessages.overviewNoVisitToday, { date }) : messages.noScheduledServices,
      };
    }
    case 1:
      return { kind: 'assigning', text: messages.assigningTechnician };
    case 2:
      return {
        kind: 'assigned',
        text: fill(accountMessages.overviewTechAssigned, { name }),
        technician: stats.technician,
      };
    case 3: {
      const inYard = stats.visit_status === 'in_progress';
      const time = zonedTime(stats.scheduled_time, timeZone) || 'today';
      return {
        kind: inYard ? 'inYard' : 'onTheWay',
        text: fill(inYard ? accountMessages.overviewTechInYard : accountMessages.overviewTechOnTheWay, { name, time }),
        technician: stats.technician,
      };
    }
    default:
      return { kind: 'complete', text: accountMessages.overviewServiceComplete };
  }
}

// ── Services (spec 3 §3 Service order) ──────────────────────────────────────────────────────────

// ── Payments, invoices and credit memos (spec 3 §3, §4) ─────────────────────────────────────────

/** How a payment was made, from its non-zero parts (labels ours: the spec gives none). */
export function paymentMethod(p: Schemas['Payment']): string {
  const parts: [string, string][] = [
    ['Card', p.cc_auto_payment],
    ['Cash', p.cash_payment],
    ['Check', p.cheque_payment],
    ['Credit memo', p.creditmemo_payment],
  ];
  const used = parts.filter(([, amount]) => Number(amount) > 0).map(([label]) => label);
  return used.length > 0 ? used.join(' and ') : 'Other';
}

/** Spec 3 §4: a row is an invoice if it has an invoice_date, otherwise a credit memo. */
export function isInvoice(row: Schemas['InvoiceOrCreditMemo']): row is Schemas['Invoice'] {
  return 'invoice_date' in row && Boolean(row.invoice_date);
}

export type StatusStyle = 'danger' | 'success' | 'neutral';

/** overdue: danger; open-emailed: success (spec 3 §4); any other status plain. */
export function invoiceStatusStyle(status: string): StatusStyle {
  return (INVOICE_STATUS_STYLES as Record<string, StatusStyle>)[status] ?? 'neutral';
}

/** 'open-emailed' → 'Open emailed': the wire status in words. */
export function statusLabel(status: string): string {
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
