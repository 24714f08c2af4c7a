/**
 * pause-service: the Pause Service modal and the upcoming pauses of one service
 * (spec doc 3 §2.3, §4 Pause modal, §5 Pause dates, §7 Services, §8 Pause errors).
 *
 * States: editing ⇄ submitting ; editing → confirmingDelete → deleting → editing
 *
 * Invariants: a new From clears To; suspend-until-manual clears and disables To; Pause Service
 * is enabled when From is set and To or suspend-until-manual is, and the understand checkbox
 * (required) is checked. After a pause is saved the form resets and the service view and
 * pause list reload; after a delete (or a failed delete) the list reloads.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import { emptyPauseForm, isFromAllowed, isPauseButtonEnabled, isToAllowed } from './pause-service.schema';
import type { PauseForm, PauseRequest } from './pause-service.schema';

export interface PauseServiceInput {
  serviceOrderUuid: string;
  /** Today, YYYY-MM-DD. */
  today: string;
}

export type PauseResult = { kind: 'saved' } | { kind: 'invalid'; errors: unknown };

export interface PauseServiceContext {
  serviceOrderUuid: string;
  today: string;
  form: PauseForm;
  /** The pause whose delete awaits confirmation or runs. */
  deleteUuid: string | null;
}

export type PauseServiceEvent =
  | { type: 'pause.from.change'; date: string }
  | { type: 'pause.to.change'; date: string }
  | { type: 'pause.suspend.change'; checked: boolean }
  | { type: 'pause.understand.change'; checked: boolean }
  | { type: 'pause.submit' }
  | { type: 'pause.delete'; uuid: string }
  | { type: 'pause.delete.confirm' }
  | { type: 'pause.delete.cancel' };

export const pauseServiceMachine = setup({
  types: {
    context: {} as PauseServiceContext,
    events: {} as PauseServiceEvent,
    input: {} as PauseServiceInput,
  },
  actors: {
    createPause: fromPromise<PauseResult, PauseRequest>(() => notProvided('createPause')),
    deletePause: fromPromise<void, { uuid: string }>(() => notProvided('deletePause')),
  },
  guards: {
    isFromAllowed: ({ context }, date: string) => isFromAllowed(date, context.today),
    isToAllowed: ({ context }, date: string) => isToAllowed(context.form, date),
    canPause: ({ context }) => isPauseButtonEnabled(context.form) && context.form.understand_pause_func,
    isSaved: (_, result: PauseResult) => result.kind === 'saved',
  },
  actions: {
    /** A new From clears To. */
    assignFrom: assign({
      form: ({ context }, date: string) => ({ ...context.form, pause_from: date, pause_to: null }),
    }),
    assignTo: assign({ form: ({ context }, date: string) => ({ ...context.form, pause_to: date }) }),
    /** Suspend-until-manual disables To, so it clears it. */
    assignSuspend: assign({
      form: ({ context }, checked: boolean) => ({
        ...context.form,
        suspend_until_manual: checked,
        pause_to: checked ? null : context.form.pause_to,
      }),
    }),
    assignUnderstand: assign({
      form: ({ context }, checked: boolean) => ({ ...context.form, understand_pause_func: checked }),
    }),
    resetForm: assign({ form: emptyPauseForm }),
    assignDeleteUuid: assign({ deleteUuid: (_, uuid: string | null) => uuid }),
    /** Effects the view provides. */
    reloadService: () => notProvided('reloadService'),
    reloadPauses: () => notProvided('reloadPauses'),
    /** Each error line as a toast (see NotifyErrorsParams). */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
  },
}).createMachine({
  id: 'pauseService',
  description:
    'Pause Service modal (From, To, suspend until manual, the understand checkbox) and the upcoming pauses with delete.',
  context: ({ input }) => ({
    serviceOrderUuid: input.serviceOrderUuid,
    today: input.today,
    form: emptyPauseForm,
    deleteUuid: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'Choosing dates; Pause Service stays disabled until From and either To or suspend-until-manual are set (and the required checkbox).',
      on: {
        'pause.from.change': {
          guard: { type: 'isFromAllowed', params: ({ event }) => event.date },
          actions: { type: 'assignFrom', params: ({ event }) => event.date },
        },
        'pause.to.change': {
          guard: { type: 'isToAllowed', params: ({ event }) => event.date },
          actions: { type: 'assignTo', params: ({ event }) => event.date },
        },
        'pause.suspend.change': { actions: { type: 'assignSuspend', params: ({ event }) => event.checked } },
        'pause.understand.change': { actions: { type: 'assignUnderstand', params: ({ event }) => event.checked } },
        'pause.submit': { guard: 'canPause', target: 'submitting' },
        'pause.delete': {
          target: 'confirmingDelete',
          actions: { type: 'assignDeleteUuid', params: ({ event }) => event.uuid },
        },
      },
    },
    submitting: {
      description:
        'POST /service-pause/ (service_order_uuid, understand_pause_func, pause_from, pause_to or null, suspend_until_manual); loader on.',
      invoke: {
        id: 'createPause',
        src: 'createPause',
        input: ({ context }) => ({
          service_order_uuid: context.serviceOrderUuid,
          understand_pause_func: true as const,
          pause_from: context.form.pause_from ?? '',
          pause_to: context.form.suspend_until_manual ? null : context.form.pause_to,
          suspend_until_manual: context.form.suspend_until_manual,
        }),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => event.output },
            target: 'editing',
            actions: ['resetForm', 'reloadService', 'reloadPauses'],
          },
          {
            target: 'editing',
            actions: {
              type: 'notifyErrors',
              params: ({ event }) => ({ error: event.output.kind === 'invalid' ? event.output.errors : undefined }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingDelete: {
      description: 'Deleting a pause asks for confirmation.',
      on: {
        'pause.delete.confirm': { target: 'deleting' },
        'pause.delete.cancel': { target: 'editing', actions: { type: 'assignDeleteUuid', params: null } },
      },
    },
    deleting: {
      description: 'DELETE /service-pause/{uuid}/; on success the list reloads; on error the pauses reload too.',
      invoke: {
        id: 'deletePause',
        src: 'deletePause',
        input: ({ context }) => ({ uuid: context.deleteUuid ?? '' }),
        onDone: { target: 'editing', actions: [{ type: 'assignDeleteUuid', params: null }, 'reloadPauses'] },
        onError: { target: 'editing', actions: [{ type: 'assignDeleteUuid', params: null }, 'reloadPauses'] },
      },
    },
  },
});
