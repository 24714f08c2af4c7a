// "Today" of My Services' date rules (a pause's From after today, a request's visit date not after
// today) is the date in the field office's time zone (account.field_office.time_zone), not the browser's.
import { useSuspenseQuery } from '@tanstack/react-query';
import { accountQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { localTimeZone, todayDate } from '../../../domain/dates';
import type { CalendarDate } from '../../../domain/dates';
import type { AccountUserProps } from '../account-nav';

/** The office's IANA zone (the browser's when the account has no office); suspends while the account loads. */
export function useOfficeTimeZone(user: AccountUserProps): string {
  const api = useApi();
  const { data } = useSuspenseQuery(accountQuery(api, { uuid: user.uuid, commercial: user.commercial }));
  return data.field_office?.time_zone ?? localTimeZone();
}

/** Today in the office's zone. */
export function useOfficeToday(user: AccountUserProps): { timeZone: string; today: CalendarDate } {
  const timeZone = useOfficeTimeZone(user);
  return { timeZone, today: todayDate(timeZone) };
}
