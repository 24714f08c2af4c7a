// What the Proposals tab shows of a proposal or enquiry (spec 3 §2.8, §3 Proposal, §4 Proposal status,
// §9 item keys, MM/DD/YYYY), as plain text: pure functions of the API's answer, tested in
// tests/unit/flows/account-invoices.
import type { components } from '../../../api/schema.gen';
import { PROPOSAL_STATUS_LABELS, PROPOSAL_TYPE_LABELS } from '../../../domain/account-enums';
import { INTERESTED_PRODUCT_LABELS, INTERESTED_SERVICE_LABELS } from '../../../domain/commercial-enums';
import { accountMessages } from '../../../domain/account-messages';
import { zonedDate } from '../overview/format';

export type Proposal = components['schemas']['Proposal'];

const NOT_GIVEN = accountMessages.proposalNotGiven;
const NONE = accountMessages.invoiceNone;

/** 'Proposal' if is_looking_for_proposal, otherwise 'Enquiry' (spec 3 §4). */
export const proposalType = (p: Proposal) =>
  p.is_looking_for_proposal ? PROPOSAL_TYPE_LABELS.proposal : PROPOSAL_TYPE_LABELS.enquiry;

const listText = (labels: string[]) => (labels.length > 0 ? labels.join(', ') : NONE);

export const productsText = (p: Proposal) => listText(p.interested_products.map((k) => INTERESTED_PRODUCT_LABELS[k]));
export const servicesText = (p: Proposal) => listText(p.interested_services.map((k) => INTERESTED_SERVICE_LABELS[k]));

/** Only open is displayed ('Open', success style; spec 3 §4); any other status shows nothing. */
export const proposalStatus = (p: Proposal): string | null =>
  p.status === 'open' ? PROPOSAL_STATUS_LABELS.open : null;

/** The row's cells in the order of src/domain's PROPOSAL_COLUMNS (the status apart: it is a styled label or nothing). */
export function proposalCells(p: Proposal, timeZone: string): string[] {
  return [
    zonedDate(p.created_at, timeZone),
    proposalType(p),
    p.community_name?.trim() || NOT_GIVEN,
    zonedDate(p.proposal_due, timeZone) || NOT_GIVEN,
    productsText(p),
    servicesText(p),
  ];
}

/** 'Proposal for Oak Hollow, 05/11/2025': the PDF window's title and the PDF button's name. */
export function proposalTitle(p: Proposal, timeZone: string): string {
  const community = p.community_name?.trim();
  return `${proposalType(p)}${community ? ` for ${community}` : ''}, ${zonedDate(p.created_at, timeZone)}`;
}
