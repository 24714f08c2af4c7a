// The account-edit actor shared by the Account Info card (its Edit buttons), the Invoice Address card
// and the Edit Account Information modal's sections (xstate's todomvc-react `createActorContext`).
import { createActorContext } from '@xstate/react';
import { useCallback } from 'react';
import { accountEditMachine } from '../../../../machines/account-edit/account-edit.machine';
import type { AccountForm } from '../../../../machines/account-edit/account-edit.schema';
import { fieldErrors } from '../../../api/errors';

export const AccountEditActor = createActorContext(accountEditMachine);
export const useAccountEditSelector = AccountEditActor.useSelector;

export type AccountFormChange = (values: Partial<AccountForm>) => void;

/** `edit.change` with the changed values; stable for the life of the actor. */
export function useAccountFormChange(): AccountFormChange {
  const actor = AccountEditActor.useActorRef();
  return useCallback((values) => actor.send({ type: 'edit.change', values }), [actor]);
}

/**
 * A refused save's body (DRF shape) as the form's field paths: 'first_name', 'emails.0',
 * 'phones.1.phone', 'invoice_address.city', ... → the first message. Messages for no field stay
 * with the toast.
 */
export function serverFieldErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, texts] of Object.entries(fieldErrors(body))) {
    const field = path
      .replace(/^emailaddress_set\[(\d+)\](?:\.email)?$/, 'emails.$1')
      .replace(/^phone_numbers\[(\d+)\]/, 'phones.$1')
      .replace(/^phones\.(\d+)$/, 'phones.$1.phone')
      .replace(/^old_password$/, 'current_password');
    const text = texts[0];
    if (field && text && !(field in out)) out[field] = text;
  }
  return out;
}
