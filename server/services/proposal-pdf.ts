// What the proposal PDF says (GET crm/commerical-crm/{id}/proposal-pdf/, spec 3 §2.8 'Proposals tab with
// proposal PDF view'): the Proposals table's row in its words — the same column names, item labels, 'Not
// given' and 'None', and dates as MM/DD/YYYY in the field office's zone (spec 3 §9) — never a wire key or an
// ISO date. Pure; the route draws the lines with pdf-lib.
import { PROPOSAL_COLUMNS, PROPOSAL_STATUS_LABELS, PROPOSAL_TYPE_LABELS } from '../../src/domain/account-enums';
import { accountMessages } from '../../src/domain/account-messages';
import { INTERESTED_PRODUCT_LABELS, INTERESTED_SERVICE_LABELS } from '../../src/domain/commercial-enums';
import { formatTimestampSlashed } from '../../src/domain/dates';
import type { Doc } from './records';

const NOT_GIVEN = accountMessages.proposalNotGiven;
const NONE = accountMessages.invoiceNone;

/** Each key by its label (a key the domain does not know is left out rather than printed raw). */
function labelled(keys: unknown, labels: Record<string, string>): string {
  const list = Array.isArray(keys) ? keys : [];
  const words = list.map((k) => (typeof k === 'string' ? labels[k] : undefined)).filter((w) => w !== undefined);
  return words.length > 0 ? words.join(', ') : NONE;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The PDF's title and its lines for proposal `p`, its dates in `timeZone` (the account's field office's). */
export function proposalPdfContent(p: Doc, timeZone: string): { title: string; lines: string[] } {
  const type = p.is_looking_for_proposal ? PROPOSAL_TYPE_LABELS.proposal : PROPOSAL_TYPE_LABELS.enquiry;
  const community = text(p.community_name);
  const date = (iso: unknown) => formatTimestampSlashed(text(iso), timeZone) || NOT_GIVEN;
  const [created, typeColumn, communityColumn, due, products, services, status] = PROPOSAL_COLUMNS;
  return {
    title: `${type} for ${community ?? 'your community'}`,
    lines: [
      `${created}: ${date(p.created_at)}`,
      `${typeColumn}: ${type}`,
      `${communityColumn}: ${community ?? NOT_GIVEN}`,
      `${due}: ${date(p.proposal_due)}`,
      `${products}: ${labelled(p.interested_products, INTERESTED_PRODUCT_LABELS)}`,
      `${services}: ${labelled(p.interested_services, INTERESTED_SERVICE_LABELS)}`,
      // Only open is displayed (spec 3 §4): any other status is left out, as the table leaves its cell empty.
      ...(p.status === 'open' ? [`${status}: ${PROPOSAL_STATUS_LABELS.open}`] : []),
    ],
  };
}
