// The Dogs tab's dog machine bound to the API client and the query cache (spec 3 §7 Dogs, §8): a 4xx
// answer to a save resolves as the machine's `invalid` result (messages at the modal's fields, the
// rest as toasts); anything else rejects to its onError. A write reloads the dogs (['pet']).
import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import type { SaveDogRequest, SaveResult } from '../../../../machines/dog/dog.types';
import type { ApiClient } from '../../../api-context';
import { ApiError, isClientError, throwUnlessOk } from '../../../api/errors';
import { accountQueryKeys } from '../../../api/account-queries';
import { accountMessages } from '../../../domain/account-messages';
import { messages } from '../../../domain/messages';
import { toast } from '../../../ui/toast-queue';
import { notifyErrors } from '../../shared/notify-errors';
import { dogRefusal, petCreateBody, petUpdateBody } from './dog-payload';

function send(api: ApiClient, input: SaveDogRequest, signal: AbortSignal) {
  if (input.is_update && input.uuid)
    return api.PATCH('/pet/{uuid}/', {
      params: { path: { uuid: input.uuid } },
      body: petUpdateBody(input.values),
      signal,
    });
  return api.POST('/pet/', { body: petCreateBody(input.values), signal });
}

export function createDogImplementations(api: ApiClient, queryClient: QueryClient) {
  return {
    actors: {
      saveDog: fromPromise<SaveResult, SaveDogRequest>(async ({ input, signal }) => {
        const { data, error, response } = await send(api, input, signal);
        if (data) return { kind: 'saved' };
        if (isClientError(response.status)) return dogRefusal(error);
        throw new ApiError(response.status, error);
      }),
      deleteDog: fromPromise<void, { uuid: string }>(async ({ input, signal }) =>
        throwUnlessOk(await api.DELETE('/pet/{uuid}/', { params: { path: { uuid: input.uuid } }, signal })),
      ),
    },
    actions: {
      reloadDogs: () => void queryClient.invalidateQueries({ queryKey: accountQueryKeys.pets }),
      notifySaved: () => void toast.success(messages.dataSaved),
      notifyDeleted: () => void toast.success(accountMessages.dogDeleted),
      notifyErrors,
    },
  };
}
