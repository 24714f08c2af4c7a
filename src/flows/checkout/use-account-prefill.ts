// Signed-in users: names and phones prefilled from the account and locked (spec 2 §2). The account
// is read through the shared query (`ensureQueryData`: the /getquote loader's prefetch answers at once,
// otherwise one request); the form is a machine's, so the answer goes in as one `checkout.update`.
// Not a suspense read: the form stays usable while it loads. A failed read keeps what the session had
// and says so with a retry: the phone fields are locked to the account's, so without
// the account the customer could not complete the form.
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PhoneNumber } from '../../../machines/checkout/checkout.schema';
import { useApi } from '../../api-context';
import { currentUserQuery } from '../../api/queries';
import type { components } from '../../api/schema.gen';
import type { Update } from './checkout-context';

type Account = components['schemas']['AccountInfo'];

const isFormPhoneType = (type: string): type is 'mobile' | 'home_phone' => type === 'mobile' || type === 'home_phone';

/** The account's names and its mobile and home numbers, as the form holds them. */
export function accountPrefill(account: Account) {
  const phones: PhoneNumber[] = account.phone_numbers.flatMap((p) =>
    isFormPhoneType(p.type)
      ? [
          {
            ...(p.uuid ? { uuid: p.uuid } : {}),
            phone: p.phone,
            type: p.type,
            primary: p.primary,
            can_send_sms: p.type === 'mobile' && Boolean(p.can_send_sms),
          },
        ]
      : [],
  );
  return {
    first_name: account.first_name,
    last_name: account.last_name,
    ...(phones.length > 0 ? { phone_numbers: phones } : {}),
  };
}

export function useAccountPrefill(signedIn: boolean, update: Update): { failed: boolean; retry: () => void } {
  const api = useApi();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    queryClient.ensureQueryData(currentUserQuery(api)).then(
      (account) => {
        if (!current) return;
        setFailed(false);
        update(accountPrefill(account));
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [api, queryClient, signedIn, update, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { failed, retry };
}
