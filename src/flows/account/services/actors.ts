// My Services' machines bound to the API client and the query cache (design §3.2, §5): the pause
// modal (pause-service), the history feedback modal (service-feedback) and the request/edit-service
// form (ticket, creating states). Expected answers (a 400 with field errors) resolve as the machines'
// tagged results; anything else rejects to their onError.
import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import type { PauseResult } from '../../../../machines/pause-service/pause-service.machine';
import type { PauseRequest } from '../../../../machines/pause-service/pause-service.schema';
import type { FeedbackResult } from '../../../../machines/service-feedback/service-feedback.machine';
import type { FeedbackRequest } from '../../../../machines/service-feedback/service-feedback.schema';
import type { SaveResult } from '../../../../machines/ticket/ticket.machine';
import type { TicketForm } from '../../../../machines/ticket/ticket.schema';
import type { ApiClient } from '../../../api-context';
import { ApiError, isClientError, throwUnlessOk } from '../../../api/errors';
import type { components } from '../../../api/schema.gen';
import { accountQueryKeys } from '../../../api/account-queries';
import { toast } from '../../../ui/toast-queue';
import { notifyErrors } from '../../shared/notify-errors';
import { pauseErrorLines, reviewErrorLines, ticketErrorLines } from './error-lines';
import { accountMessages } from '../../../domain/account-messages';

export function createPauseImplementations(api: ApiClient, queryClient: QueryClient, userUuid: string) {
  return {
    actors: {
      createPause: fromPromise<PauseResult, PauseRequest>(async ({ input, signal }) => {
        const { data, error, response } = await api.POST('/service-pause/', { body: input, signal });
        if (data) return { kind: 'saved' };
        if (isClientError(response.status)) return { kind: 'invalid', errors: pauseErrorLines(error) };
        throw new ApiError(response.status, error);
      }),
      deletePause: fromPromise<void, { uuid: string }>(async ({ input, signal }) =>
        throwUnlessOk(await api.DELETE('/service-pause/{uuid}/', { params: { path: { uuid: input.uuid } }, signal })),
      ),
    },
    actions: {
      // The service view: its order (next service date) and everything under ['service'].
      reloadService: () => {
        void queryClient.invalidateQueries({ queryKey: accountQueryKeys.serviceOrders(userUuid) });
        void queryClient.invalidateQueries({ queryKey: ['service'] });
      },
      reloadPauses: () => void queryClient.invalidateQueries({ queryKey: ['service-pause'] }),
      notifyPaused: () => void toast.success(accountMessages.pauseSaved),
      notifyPauseDeleted: () => void toast.success(accountMessages.pauseDeleted),
      notifyErrors,
    },
  };
}

export function createFeedbackImplementations(api: ApiClient, queryClient: QueryClient, onClose: () => void) {
  return {
    actors: {
      saveFeedback: fromPromise<FeedbackResult, FeedbackRequest>(async ({ input, signal }) => {
        const { data, error, response } = await api.PATCH('/service/{uuid}/', {
          params: { path: { uuid: input.uuid } },
          body: input,
          signal,
        });
        if (data) return { kind: 'saved' };
        if (isClientError(response.status)) return { kind: 'invalid', errors: reviewErrorLines(error) };
        throw new ApiError(response.status, error);
      }),
    },
    actions: {
      reloadHistory: () => void queryClient.invalidateQueries({ queryKey: ['service'] }),
      notifySaved: () => void toast.success(accountMessages.feedbackSaved),
      closeModal: onClose,
      notifyErrors,
    },
  };
}

type MessageBody = components['schemas']['MessageCreateRequest'];

/** The ticket form as POST /message/ takes it: empty optional fields are left out. */
export function messageBody(form: TicketForm): MessageBody {
  return {
    reason: form.reason,
    title: form.title.trim(),
    message: form.message.trim(),
    ...(form.visit_date ? { visit_date: form.visit_date } : {}),
    ...(form.priority !== null ? { priority: form.priority } : {}),
    ...(form.follow_up_date ? { follow_up_date: form.follow_up_date } : {}),
    ...(form.status ? { status: form.status } : {}),
    ...(form.assigned_user ? { assigned_user: form.assigned_user } : {}),
  };
}

export function createRequestImplementations(api: ApiClient, queryClient: QueryClient) {
  return {
    actors: {
      createTicket: fromPromise<SaveResult, TicketForm>(async ({ input, signal }) => {
        const { data, error, response } = await api.POST('/message/', { body: messageBody(input), signal });
        if (data) return { kind: 'saved' };
        if (isClientError(response.status)) return { kind: 'invalid', errors: ticketErrorLines(error) };
        throw new ApiError(response.status, error);
      }),
    },
    actions: {
      reloadTickets: () => void queryClient.invalidateQueries({ queryKey: ['message'] }),
      reloadUnreadCount: () => void queryClient.invalidateQueries({ queryKey: accountQueryKeys.unreadCount }),
      notifyErrors,
    },
  };
}
