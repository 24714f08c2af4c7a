// The account (AccountInfo) every overview card shares: one cache entry (accountQuery), read with suspense.
import { useSuspenseQuery } from '@tanstack/react-query';
import { accountQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import type { AccountUserProps } from '../account-nav';

export function useAccount(user: AccountUserProps) {
  const api = useApi();
  return useSuspenseQuery(accountQuery(api, { uuid: user.uuid, commercial: user.commercial })).data;
}

/** The field office's zone: the tracker's times are the office's (contract FieldOfficeRef.time_zone). */
export function useOfficeTimeZone(user: AccountUserProps): string {
  return useAccount(user).field_office?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
