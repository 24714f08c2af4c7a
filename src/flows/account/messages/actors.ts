// The Messages tab's ticket machine bound to the API client and the query cache (design §3.2, §5).
// Creating a ticket is the request form's createTicket (services/actors.ts: one POST /message/ for both);
// the rest is the tab's own. Expected answers (a 400 with field errors) resolve as the machine's tagged
// results; anything else rejects to its onError, which toasts.
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import type { Satisfaction } from '../../../domain/account-enums';
import type { ticketMachine } from '../../../../machines/ticket/ticket.machine';
import type { TicketListQuery } from '../../../../machines/ticket/ticket.types';
import type { ApiClient } from '../../../api-context';
import { dataOrThrow, throwUnlessOk } from '../../../api/errors';
import { toast } from '../../../ui/toast-queue';
import { accountMessages } from '../../../domain/account-messages';
import { createRequestImplementations } from '../services/actors';
import { CSV_FILE_NAME, csvExportQuery, saveFile } from './csv-export';

/** Every read of tickets, the unread count and the overview's latest messages sit under ['message']. */
const MESSAGE_FAMILY = ['message'] as const;

export function createTicketImplementations(api: ApiClient, queryClient: QueryClient) {
  const request = createRequestImplementations(api, queryClient);
  const reloadMessages = () => void queryClient.invalidateQueries({ queryKey: MESSAGE_FAMILY });
  return {
    actors: {
      createTicket: request.actors.createTicket,
      // Spec 3 §4: the owner is found by a ZIP check of the user's first field office. The contract's ZIP
      // check (GET /field-office/) answers no owner, so there is nothing to look up: null, and the server
      // assigns cancel_my_services tickets to the field office owner itself.
      findFieldOfficeOwner: fromPromise<string | null, void>(() => Promise.resolve(null)),
      exportTickets: fromPromise<void, TicketListQuery>(async ({ input, signal }) => {
        const answer = await api.GET('/message/', {
          params: { query: csvExportQuery(input) },
          parseAs: 'blob',
          signal,
        });
        saveFile(dataOrThrow(answer), CSV_FILE_NAME);
      }),
      markRead: fromPromise<void, { uuid: string }>(async ({ input, signal }) =>
        throwUnlessOk(
          await api.PATCH('/message/{uuid}/', {
            params: { path: { uuid: input.uuid } },
            body: { read_by_customer: true },
            signal,
          }),
        ),
      ),
      sendReply: fromPromise<void, { message: string; parent_uuid: string }>(async ({ input, signal }) =>
        throwUnlessOk(await api.POST('/message-reply/', { body: input, signal })),
      ),
      closeTicket: fromPromise<void, { uuid: string; status: 'closed'; satisfaction: Satisfaction }>(
        async ({ input, signal }) =>
          throwUnlessOk(
            await api.PATCH('/message/{uuid}/', {
              params: { path: { uuid: input.uuid } },
              body: { status: input.status, satisfaction: input.satisfaction },
              signal,
            }),
          ),
      ),
    },
    actions: {
      ...request.actions,
      // The list, the open ticket, the tab's unread badge and the overview's card: one family.
      reloadTickets: reloadMessages,
      reloadUnreadCount: reloadMessages,
      reloadTicket: reloadMessages,
      notifyCreated: () => void toast.success(accountMessages.ticketCreated),
      notifyReplied: () => void toast.success(accountMessages.ticketReplied),
      notifyClosed: () => void toast.success(accountMessages.ticketClosed),
    },
  };
}

/** The tab's running ticket machine, as its parts receive it. */
export type TicketActor = ActorRefFrom<typeof ticketMachine>;
