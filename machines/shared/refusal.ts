/**
 * The failure half of every save and submission: a refused call or an unexpected failure puts its
 * messages on the screen (`errors`) and hands them to the view's `notifyErrors` toast (spec 1 §8).
 * One implementation every machine names in `setup`, so a transition says `refuse` or
 * `failUnexpectedly` in one line, and Stately still shows the name where it happens (a shared
 * piece of *configuration*, a spread or a function's result, is invisible to Stately's extractor).
 */
import { enqueueActions } from 'xstate';
import type { EventObject, MachineContext } from 'xstate';
import { messages } from './domain';
import type { Errors, NotifyErrorsParams } from './types';

type WithErrors = { errors: Errors };
/** The effect every machine's view provides; the refusal calls it with the messages it shows. */
type Notify = { type: 'notifyErrors'; params: NotifyErrorsParams };

/** `refuse` with the refusal's messages as params: they replace `errors` and are toasted. */
export function refuse<TContext extends WithErrors, TEvent extends EventObject>() {
  return enqueueActions<TContext, TEvent, Errors, TEvent, never, Notify, never, never, never>(({ enqueue }, errors) => {
    enqueue.assign({ errors } as Partial<TContext>);
    enqueue({ type: 'notifyErrors', params: { errors } });
  });
}

/** `failUnexpectedly`: a call that failed without an answer reads 'Something went wrong'. */
export function failUnexpectedly<TContext extends WithErrors, TEvent extends EventObject>() {
  return enqueueActions<TContext, TEvent, undefined, TEvent, never, Notify, never, never, never>(({ enqueue }) => {
    const errors = [messages.somethingWentWrong];
    enqueue.assign({ errors } as Partial<TContext>);
    enqueue({ type: 'notifyErrors', params: { errors } });
  });
}

/** A save's answer: `invalid` carries the server's field errors; other kinds are the flow's own. */
type SaveResult = { kind: string; errors?: unknown };

/**
 * `notifyRefusal` with a save's answer as params: an `invalid` answer's errors are toasted as the
 * server wrote them; any other refusal as the provider's default ('Something went wrong').
 */
export function notifyRefusal<TContext extends MachineContext, TEvent extends EventObject>() {
  return enqueueActions<TContext, TEvent, SaveResult, TEvent, never, Notify, never, never, never>(
    ({ enqueue }, result) => {
      enqueue({ type: 'notifyErrors', params: { error: result.kind === 'invalid' ? result.errors : undefined } });
    },
  );
}
