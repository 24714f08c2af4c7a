/**
 * pause-service: the Pause Service modal and the upcoming pauses of one service
 * (spec doc 3 §2.3, §4 Pause modal, §5 Pause dates, §7 Services, §8 Pause errors).
 *
 * States: closed → editing ⇄ submitting → closed (saved) ; editing → closed (cancel)
 *         closed → confirmingDelete → deleting → closed
 *
 * Invariants: a new From clears To; suspend-until-manual clears and disables To; Pause Service
 * is enabled when From is set and To or suspend-until-manual is, and the understand checkbox
 * (required) is checked. A refused date (From on or before today, To on or before From) is not
 * kept (a refused From clears To as well): the field's error says why. After a pause is saved the form resets, the modal closes and
 * the service view and pause list reload; after a delete (or a failed delete) the list reloads.
 */
import { assign, fromPromise, setup } from 'xstate';
import { accountMessages } from '../shared/domain';
import type { NotifyErrorsParams } from '../shared/types';
import { notifyRefusal } from '../shared/refusal';
import { notProvided } from '../shared/types';
import { emptyPauseForm, isFromAllowed, isPauseButtonEnabled, isToAllowed } from './pause-service.schema';
import type { PauseForm, PauseRequest } from './pause-service.schema';

export interface PauseServiceInput {
  serviceOrderUuid: string;
  /** Today in the field office's time zone, YYYY-MM-DD. */
  today: string;
}

export type PauseResult = { kind: 'saved' } | { kind: 'invalid'; errors: unknown };

/** Why a chosen date was not kept, by field (absent: no error). */
export type PauseDateErrors = Partial<Record<'pause_from' | 'pause_to', string>>;

export interface PauseServiceContext {
  serviceOrderUuid: string;
  today: string;
  form: PauseForm;
  errors: PauseDateErrors;
  /** The pause whose delete awaits confirmation or runs. */
  deleteUuid: string | null;
}

export type PauseServiceEvent =
  | { type: 'pause.open' }
  | { type: 'pause.close' }
  | { type: 'pause.from.change'; date: string }
  | { type: 'pause.to.change'; date: string }
  | { type: 'pause.suspend.change'; checked: boolean }
  | { type: 'pause.understand.change'; checked: boolean }
  | { type: 'pause.submit' }
  | { type: 'pause.delete'; uuid: string }
  | { type: 'pause.delete.confirm' }
  | { type: 'pause.delete.cancel' };

const without = (errors: PauseDateErrors, key: keyof PauseDateErrors): PauseDateErrors => {
  const { [key]: _dropped, ...rest } = errors;
  return rest;
};

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
    /** A new From clears To (and the errors of both). */
    assignFrom: assign({
      form: ({ context }, date: string) => ({ ...context.form, pause_from: date, pause_to: null }),
      errors: {},
    }),
    /** A refused From is not kept: From (and so To) are cleared and the field says why. */
    refuseFrom: assign({
      form: ({ context }) => ({ ...context.form, pause_from: null, pause_to: null }),
      errors: { pause_from: accountMessages.pauseFromAfterToday },
    }),
    assignTo: assign({
      form: ({ context }, date: string) => ({ ...context.form, pause_to: date }),
      errors: ({ context }) => without(context.errors, 'pause_to'),
    }),
    /** A refused To is not kept either. */
    refuseTo: assign({
      form: ({ context }) => ({ ...context.form, pause_to: null }),
      errors: ({ context }) => ({ ...context.errors, pause_to: accountMessages.pauseToAfterFrom }),
    }),
    /** Suspend-until-manual disables To, so it clears it (and its error). */
    assignSuspend: assign({
      form: ({ context }, checked: boolean) => ({
        ...context.form,
        suspend_until_manual: checked,
        pause_to: checked ? null : context.form.pause_to,
      }),
      errors: ({ context }, checked: boolean) => (checked ? without(context.errors, 'pause_to') : context.errors),
    }),
    assignUnderstand: assign({
      form: ({ context }, checked: boolean) => ({ ...context.form, understand_pause_func: checked }),
    }),
    resetForm: assign({ form: emptyPauseForm, errors: {} }),
    assignDeleteUuid: assign({ deleteUuid: (_, uuid: string | null) => uuid }),
    /** Effects the view provides. */
    reloadService: () => notProvided('reloadService'),
    reloadPauses: () => notProvided('reloadPauses'),
    /** Success toasts (wording ours). */
    notifyPaused: () => notProvided('notifyPaused'),
    notifyPauseDeleted: () => notProvided('notifyPauseDeleted'),
    /** Each error line as a toast (see NotifyErrorsParams). */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** A save's refusal, through notifyErrors (machines/shared/refusal.ts). */
    notifyRefusal: notifyRefusal<PauseServiceContext, PauseServiceEvent>(),
  },
}).createMachine({
  id: 'pauseService',
  description:
    'Pause Service modal (From, To, suspend until manual, the understand checkbox) and the upcoming pauses with delete.',
  context: ({ input }) => ({
    serviceOrderUuid: input.serviceOrderUuid,
    today: input.today,
    form: emptyPauseForm,
    errors: {},
    deleteUuid: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: "The service view with its upcoming pauses; 'Pause Service' opens the modal, Delete asks first.",
      on: {
        'pause.open': { target: 'editing' },
        'pause.delete': {
          target: 'confirmingDelete',
          actions: { type: 'assignDeleteUuid', params: ({ event }) => event.uuid },
        },
      },
    },
    editing: {
      description:
        'The Pause Service modal: Pause Service stays disabled until From and either To or suspend-until-manual are set (and the required checkbox).',
      on: {
        'pause.close': { target: 'closed', actions: 'resetForm' },
        'pause.from.change': [
          {
            guard: { type: 'isFromAllowed', params: ({ event }) => event.date },
            actions: { type: 'assignFrom', params: ({ event }) => event.date },
          },
          { actions: 'refuseFrom' },
        ],
        'pause.to.change': [
          {
            guard: { type: 'isToAllowed', params: ({ event }) => event.date },
            actions: { type: 'assignTo', params: ({ event }) => event.date },
          },
          { actions: 'refuseTo' },
        ],
        'pause.suspend.change': { actions: { type: 'assignSuspend', params: ({ event }) => event.checked } },
        'pause.understand.change': { actions: { type: 'assignUnderstand', params: ({ event }) => event.checked } },
        'pause.submit': { guard: 'canPause', target: 'submitting' },
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
            // After success the form resets, and the service view and pause list reload.
            guard: { type: 'isSaved', params: ({ event }) => event.output },
            target: 'closed',
            actions: ['resetForm', 'reloadService', 'reloadPauses', 'notifyPaused'],
          },
          {
            target: 'editing',
            actions: { type: 'notifyRefusal', params: ({ event }) => event.output },
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
        'pause.delete.cancel': { target: 'closed', actions: { type: 'assignDeleteUuid', params: null } },
      },
    },
    deleting: {
      description: 'DELETE /service-pause/{uuid}/; on success the list reloads; on error the pauses reload too.',
      invoke: {
        id: 'deletePause',
        src: 'deletePause',
        input: ({ context }) => ({ uuid: context.deleteUuid ?? '' }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'assignDeleteUuid', params: null }, 'reloadPauses', 'notifyPauseDeleted'],
        },
        onError: { target: 'closed', actions: [{ type: 'assignDeleteUuid', params: null }, 'reloadPauses'] },
      },
    },
  },
});
