// My Services' dates (spec 3 §9: MM/DD/YYYY, hh:mm A), apart from service-facts so the overview,
// which shares those facts, does not download the date library.
import { formatSlashed, formatTimestampSlashed, formatTimestampTime, fromWireDate } from '../../../domain/dates';
import type { ServiceOrder } from '../shared/service-facts';

/** The next visit as MM/DD/YYYY ('Not scheduled' without one; wording ours). */
export function nextServiceText(order: ServiceOrder): string {
  const date = order.next_service_date ? fromWireDate(order.next_service_date.slice(0, 10)) : null;
  return date ? formatSlashed(date) : 'Not scheduled';
}

/** A visit's time as 'MM/DD/YYYY hh:mm A' in the field office's zone (spec 3 §9). */
export function visitTimeText(iso: string, timeZone: string): string {
  const date = formatTimestampSlashed(iso, timeZone);
  return date ? `${date} ${formatTimestampTime(iso, timeZone)}` : '';
}
