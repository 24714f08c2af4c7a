// What the overview derives from the API's answers (spec 3 §2.1, §4, §6), pure so it is tested
// apart from the view: the cards a role sees, the map's overlay sentence (the tracker's steps come from
// the same stage, src/domain/service-tracker.ts), the rows of the payments and invoices cards.
import type { components } from '../../../api/schema.gen';
import { INVOICE_STATUS_STYLES } from '../../../domain/account-enums';
import { trackerStage } from '../../../domain/service-tracker';
import type { TrackerStage } from '../../../domain/service-tracker';
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

// ── The map's overlay (spec 3 §2.1) ──────────────────────────────────────────────────────────────

/** The sentence over the map; its kind is the tracker's stage, so it says what the steps show. */
export type Overlay =
  | { kind: Extract<TrackerStage, 'none' | 'assigning' | 'complete'>; text: string }
  | { kind: Extract<TrackerStage, 'assigned' | 'onTheWay' | 'inYard'>; text: string; technician: Technician | null };

/** Fills '{name}'-style slots of a message of src/domain/messages.ts. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

export function technicianName(t: Technician | null | undefined): string {
  const name = [t?.first_name, t?.last_name].filter((p) => p && p.trim()).join(' ');
  return name || 'Your technician';
}

/**
 * By the tracker's stage (src/domain/service-tracker.ts, the same stage the steps are drawn from):
 * none 'You have no scheduled services.' (when the service has a next date, that date instead: the
 * spec's sentence under a card saying 'Next service 11/27' contradicts it; README, where we depart);
 * assigning 'We are just assigning your technician...'; assigned the technician; onTheWay and inYard
 * the arrival information with the scheduled time in the office's zone; complete done.
 */
export function overlayFor(stats: Stats, timeZone: string, nextServiceDate?: string | null): Overlay {
  const name = technicianName(stats.technician);
  const time = () => zonedTime(stats.scheduled_time, timeZone) || 'today';
  const stage = trackerStage(stats);
  switch (stage) {
    case 'none': {
      const date = slashedDate(nextServiceDate);
      return {
        kind: stage,
        text: date ? fill(accountMessages.overviewNoVisitToday, { date }) : messages.noScheduledServices,
      };
    }
    case 'assigning':
      return { kind: stage, text: messages.assigningTechnician };
    case 'assigned':
      return { kind: stage, text: fill(accountMessages.overviewTechAssigned, { name }), technician: stats.technician };
    case 'onTheWay':
      return {
        kind: stage,
        text: fill(accountMessages.overviewTechOnTheWay, { name, time: time() }),
        technician: stats.technician,
      };
    case 'inYard':
      return {
        kind: stage,
        text: fill(accountMessages.overviewTechInYard, { name, time: time() }),
        technician: stats.technician,
      };
    case 'complete':
      return { kind: stage, text: accountMessages.overviewServiceComplete };
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
