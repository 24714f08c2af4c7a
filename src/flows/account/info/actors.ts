// The Account Information tab's machines bound to the API client and the query cache (spec 3 §7
// Account and profile): the account edit, the authorized users, the notification preferences and
// the community info. Expected refusals (4xx) resolve as the machines' `invalid` results; only
// unexpected failures (network, 5xx) reject to their onError. Reads go through src/api/account-queries.ts,
// and every successful write invalidates the read it changed.
import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import type { AccountForm } from '../../../../machines/account-edit/account-edit.schema';
import type { InvoiceAddressCheck, SaveResult } from '../../../../machines/account-edit/account-edit.machine';
import { accountUpdateBody } from '../../../../machines/account-edit/account-edit.payload';
import type { AuthorizedUsersRequest } from '../../../../machines/authorized-users/authorized-users.schema';
import type { SaveCommunityRequest } from '../../../../machines/community-info/community-info.machine';
import type { CommunityForm } from '../../../../machines/community-info/community-info.schema';
import type {
  PreferencesState,
  SavePreferencesRequest,
} from '../../../../machines/notification-preferences/notification-preferences.schema';
import type { Address } from '../../../../machines/shared/address.schema';
import type { NotifyErrorsParams } from '../../../../machines/shared/types';
import type { ApiClient } from '../../../api-context';
import { ApiError, isClientError } from '../../../api/errors';
import { accountQuery, accountQueryKeys } from '../../../api/account-queries';
import type { AccountUser } from '../../../api/account-queries';
import type { components } from '../../../api/schema.gen';
import { COMMUNITY_ROLES, HOME_COUNT_RANGES, PROPERTIES_IN_COMMUNITY } from '../../../domain/commercial-enums';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS } from '../../../domain/account-enums';
import { messages } from '../../../domain/messages';
import { toast } from '../../../ui/toast-queue';
import { notifyErrors, notifyLines } from '../../notify-errors';

type Schemas = components['schemas'];
type AccountInfo = Schemas['AccountInfo'];
type CommunityInfo = Schemas['CommunityInfo'];

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

const addressOf = (a: Schemas['Address'] | null | undefined): Address | null =>
  a
    ? {
        address: a.address,
        city: a.city,
        state: a.state,
        zip_code: a.zip_code,
        ...(a.geo_location ? { geo_location: a.geo_location } : {}),
      }
    : null;

/**
 * The account as the edit form. The primary email comes first (the form's first email is the
 * primary one). A saved invoice address counts as entered (it was checked when it was saved): only
 * a newly picked search result goes to the server check.
 */
export function accountToForm(info: AccountInfo): AccountForm {
  const emails = [...info.emailaddress_set].sort((a, b) => Number(b.primary) - Number(a.primary)).map((e) => e.email);
  return {
    first_name: info.first_name,
    last_name: info.last_name,
    emails: emails.length > 0 ? emails : [info.email],
    phones: info.phone_numbers.map((p) => ({
      ...(p.uuid ? { uuid: p.uuid } : {}),
      phone: p.phone,
      type: p.type,
      primary: p.primary,
      can_send_sms: p.can_send_sms ?? false,
    })),
    community_name: info.community_name ?? '',
    management_company: info.management_company ?? '',
    community_role: info.community_role ?? '',
    password: '',
    current_password: '',
    is_email_invoice: info.is_email_invoice,
    is_print_and_mail_invoices: info.is_print_and_mail_invoices,
    invoice_address: addressOf(info.invoice_address),
    invoice_address_manual: true,
  };
}

/** A community as the Edit Community Information form. */
export function communityToForm(c: CommunityInfo): CommunityForm {
  return {
    uuid: c.uuid,
    properties_in_community: c.properties_in_community.length > 0 ? [...c.properties_in_community] : [''],
    home_count: c.home_count ?? '',
    address: addressOf(c.address),
  };
}

/** A type's place in the spec's list (spec 3 §3), so the table reads the same for every account. */
const order = (type: string) => {
  const i = (NOTIFICATION_TYPES as readonly string[]).indexOf(type);
  return i === -1 ? NOTIFICATION_TYPES.length : i;
};

/** The rows as the machine keeps them, in the spec's order, with the domain's label of each type (else type_display). */
export function preferencesState(
  preferences: readonly Schemas['NotificationPreference'][],
  communities: readonly Schemas['CommunityInfo'][],
): PreferencesState {
  return {
    preferences: [...preferences]
      .sort((a, b) => order(a.type) - order(b.type))
      .map((p) => ({
        uuid: p.uuid,
        type: p.type,
        label: NOTIFICATION_TYPE_LABELS[p.type] ?? p.type_display,
        email: p.email,
        text: p.text,
      })),
    guests: communities.map((c) => ({
      uuid: c.uuid,
      name: c.community_name ?? '',
      email: c.guest_notification_service.email,
      text: c.guest_notification_service.text,
    })),
  };
}

const isCommunityRole = (v: string | undefined): v is Schemas['CommunityRole'] =>
  (COMMUNITY_ROLES as readonly string[]).includes(v ?? '');
const isHouseType = (v: string): v is Schemas['HouseType'] =>
  (PROPERTIES_IN_COMMUNITY as readonly string[]).includes(v);
const isHomeCount = (v: string): v is Schemas['HomeCount'] => (HOME_COUNT_RANGES as readonly string[]).includes(v);

/** The account body as the API's type (the community role only when it is one of the contract's). */
export function accountBody(form: AccountForm, commercial: boolean): Schemas['CommercialAccountUpdateRequest'] {
  const { community_role, ...body } = accountUpdateBody(form, commercial);
  return isCommunityRole(community_role) ? { ...body, community_role } : body;
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
      // Clicking Edit refetches the account (spec 3 §4): never served from the cache.
      fetchAccount: fromPromise<AccountForm, { commercial: boolean }>(async () =>
        accountToForm(await deps.queryClient.fetchQuery({ ...accountQuery(deps.api, deps.user), staleTime: 0 })),
      ),
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

/** The community body as the API's type: only the contract's house types and home ranges. */
export function communityBody(input: SaveCommunityRequest): Schemas['CommunityInfoUpdateRequest'] {
  const { address, home_count, properties_in_community, community_boundary_map, uuid } = input;
  return {
    uuid,
    properties_in_community: properties_in_community.filter(isHouseType),
    ...(isHomeCount(home_count) ? { home_count } : {}),
    ...(address ? { address } : {}),
    ...(community_boundary_map ? { community_boundary_map } : {}),
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
