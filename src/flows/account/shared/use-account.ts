// The account (AccountInfo) every tab shares: one cache entry (accountQuery), read with suspense.
import { useSuspenseQuery } from '@tanstack/react-query';
import { accountQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import type { AccountUserProps } from '../account-nav';

export function useAccount(user: AccountUserProps) {
  const api = useApi();
  return useSuspenseQuery(accountQuery(api, { uuid: user.uuid, commercial: user.commercial })).data;
}

/**
 * The field office's IANA zone (contract FieldOfficeRef.time_zone): the tracker's times and "today" of
 * every date rule are the office's; the browser's zone when the account has no office.
 */
export function useOfficeTimeZone(user: AccountUserProps): string {
  return useAccount(user).field_office?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
