// "Today" of My Services' date rules (a pause's From after today, a request's visit date not after
// today) is the date in the field office's time zone (account.field_office.time_zone), not the browser's.
import { todayDate } from '../../../domain/dates';
import type { CalendarDate } from '../../../domain/dates';
import type { AccountUserProps } from '../account-nav';
import { useOfficeTimeZone } from '../shared/use-account';

/** Today in the office's zone; suspends while the account loads. */
export function useOfficeToday(user: AccountUserProps): { timeZone: string; today: CalendarDate } {
  const timeZone = useOfficeTimeZone(user);
  return { timeZone, today: todayDate(timeZone) };
}
