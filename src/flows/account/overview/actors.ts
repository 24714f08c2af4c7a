// The add-bags machine's actor and effects bound to the API client (spec 3 §7: POST
// /service/add_bags/ with service_order_uuid and add_bags '8.99'). A 4xx answer is an expected
// outcome (the machine's 'invalid' result, its body read into toasts); a network failure or 5xx rejects.
import { fromPromise } from 'xstate';
import type { AddBagsRequest, AddBagsResult } from '../../../../machines/add-bags/add-bags.machine';
import type { ApiClient } from '../../../api-context';
import { isClientError } from '../../../api/errors';
import { toast } from '../../../ui/toast-queue';
import { notifyErrors } from '../../shared/notify-errors';
import { accountMessages } from '../../../domain/account-messages';

export function createAddBagsImplementations(api: ApiClient, reloadServices: () => void) {
  return {
    actors: {
      addBags: fromPromise<AddBagsResult, AddBagsRequest>(async ({ input, signal }) => {
        const { data, error, response } = await api.POST('/service/add_bags/', { body: input, signal });
        if (data) return { kind: 'added', detail: data.detail.trim() || null };
        if (isClientError(response.status)) return { kind: 'invalid', errors: error };
        throw new Error(`add bags failed with ${response.status}`);
      }),
    },
    actions: {
      notifyErrors,
      notifyBought: (_: unknown, { detail }: { detail: string | null }) =>
        void toast.success(detail ?? accountMessages.overviewBagsAdded),
      reloadServices: () => reloadServices(),
    },
  };
}
