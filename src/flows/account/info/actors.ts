// The Account Information tab's machines bound to the API client and the query cache (spec 3 §7
// Account and profile): the account edit, the authorized users, the notification preferences and
// the community info. Expected refusals (4xx) resolve as the machines' `invalid` results; only
// unexpected failures (network, 5xx) reject to their onError. Reads go through src/api/account-queries.ts
// (shaped as forms by forms-from-api.ts), writes send request-bodies.ts, and every successful write
// invalidates the read it changed.
import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import type { AccountForm } from '../../../../machines/account-edit/account-edit.schema';
import type { InvoiceAddressCheck, SaveResult } from '../../../../machines/account-edit/account-edit.machine';
import type { AuthorizedUsersRequest } from '../../../../machines/authorized-users/authorized-users.schema';
import type { SaveCommunityRequest } from '../../../../machines/community-info/community-info.machine';
import type { SavePreferencesRequest } from '../../../../machines/notification-preferences/notification-preferences.schema';
import type { NotifyErrorsParams } from '../../../../machines/shared/types';
import type { ApiClient } from '../../../api-context';
import { ApiError, isClientError } from '../../../api/errors';
import { accountQuery, accountQueryKeys } from '../../../api/account-queries';
import type { AccountUser } from '../../../api/account-queries';
import type { components } from '../../../api/schema.gen';
import { messages } from '../../../domain/messages';
import { toast } from '../../../ui/toast-queue';
import { notifyErrors, notifyLines } from '../../shared/notify-errors';
import { accountToForm } from './forms-from-api';
import { accountBody, communityBody } from './request-bodies';

type Schemas = components['schemas'];

export interface InfoDeps {
  api: ApiClient;
  queryClient: QueryClient;
  user: AccountUser;
}

/** An answer of the API: data → saved; a refusal (4xx) → invalid with the body; anything else throws. */
function result(r: { data?: unknown; error?: unknown; response: Response }): SaveResult {
  if (r.data !== undefined) return { kind: 'saved' };
  if (isClientError(r.response.status)) return { kind: 'invalid', errors: r.error };
  throw new ApiError(r.response.status, r.error);
}

/** PATCH user/me/ or, for commercial customers, PATCH /crm/commerical-customer/{id}/ (the API's spelling). */
async function patchAccount(
  deps: InfoDeps,
  body: Schemas['CommercialAccountUpdateRequest'],
  signal: AbortSignal,
): Promise<SaveResult> {
  const { api, user } = deps;
  if (user.commercial)
    return result(
      await api.PATCH('/crm/commerical-customer/{id}/', { params: { path: { id: user.uuid } }, body, signal }),
    );
  const { community_role: _r, community_name: _n, management_company: _m, ...residential } = body;
  return result(await api.PATCH('/user/me/', { body: residential, signal }));
}

const reloadAccount = (deps: InfoDeps) => () =>
  void deps.queryClient.invalidateQueries({ queryKey: accountQueryKeys.account(deps.user.uuid) });
const notifySaved = () => void toast.success(messages.dataSaved);

/** Account update errors: the first error as a toast (spec 3 §8). */
function notifyFirstError(_: unknown, params: NotifyErrorsParams): void {
  notifyErrors(_, { errors: notifyLines(params).slice(0, 1) });
}

export function createAccountEditImplementations(deps: InfoDeps) {
  return {
    actors: {
      // Clicking Edit refetches the account (spec 3 §4): never served from the cache, nor from a read
      // sent before the click (the reload a Cancel or a save starts), which the click's own read replaces.
      fetchAccount: fromPromise<AccountForm, { commercial: boolean }>(async () => {
        const query = accountQuery(deps.api, deps.user);
        await deps.queryClient.cancelQueries({ queryKey: query.queryKey, exact: true });
        return accountToForm(await deps.queryClient.fetchQuery({ ...query, staleTime: 0 }));
      }),
      validateAddress: fromPromise<boolean, InvoiceAddressCheck>(async ({ input, signal }) => {
        const { data } = await deps.api.POST('/service-order/validate_address/', { body: input, signal });
        // A failed call counts as not found (spec 3 §7): the save is not sent.
        return data?.is_valid === true;
      }),
      saveAccount: fromPromise<SaveResult, { commercial: boolean; form: AccountForm }>(async ({ input, signal }) =>
        patchAccount(deps, accountBody(input.form, input.commercial), signal),
      ),
    },
    actions: { reloadAccount: reloadAccount(deps), notifySaved, notifyErrors: notifyFirstError },
  };
}

export function createAuthorizedUsersImplementations(deps: InfoDeps) {
  return {
    actors: {
      saveUsers: fromPromise<SaveResult, AuthorizedUsersRequest>(async ({ input, signal }) =>
        patchAccount(deps, input, signal),
      ),
    },
    actions: { reloadAccount: reloadAccount(deps), notifySaved, notifyErrors: notifyFirstError },
  };
}

export function createNotificationImplementations(deps: InfoDeps) {
  const { api, queryClient, user } = deps;
  return {
    actors: {
      savePreferences: fromPromise<SaveResult, SavePreferencesRequest>(async ({ input, signal }) => {
        if (input.preferences) {
          const r = result(await api.PATCH('/notification-preference/', { body: input.preferences, signal }));
          if (r.kind === 'invalid') return r;
        }
        for (const guest of input.guests) {
          const r = result(
            await api.PUT('/crm/commercial-community/{uuid}/', {
              params: { path: { uuid: guest.uuid } },
              body: guest,
              signal,
            }),
          );
          if (r.kind === 'invalid') return r;
        }
        return { kind: 'saved' };
      }),
    },
    actions: {
      reloadPreferences: () => {
        void queryClient.invalidateQueries({ queryKey: accountQueryKeys.notificationPreferences(user.uuid) });
        void queryClient.invalidateQueries({ queryKey: accountQueryKeys.communities(user.uuid) });
      },
      notifySaved,
      notifyErrors,
    },
  };
}

export function createCommunityImplementations(deps: InfoDeps) {
  const { api, queryClient, user } = deps;
  return {
    actors: {
      saveCommunity: fromPromise<SaveResult, SaveCommunityRequest>(async ({ input, signal }) =>
        result(
          await api.PUT('/crm/commercial-community/{uuid}/', {
            params: { path: { uuid: input.uuid } },
            body: communityBody(input),
            signal,
          }),
        ),
      ),
    },
    actions: {
      reloadCommunities: () =>
        void queryClient.invalidateQueries({ queryKey: accountQueryKeys.communities(user.uuid) }),
      notifySaved,
      notifyErrors,
    },
  };
}
