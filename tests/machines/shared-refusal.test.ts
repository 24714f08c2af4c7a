// The failure half every save shares (machines/shared/refusal.ts): what lands in `errors` and what
// the view's notifyErrors toast receives.
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { failUnexpectedly, notifyRefusal, refuse } from '../../machines/shared/refusal';
import type { NotifyErrorsParams } from '../../machines/shared/types';
import { messages } from '../../src/domain/messages';

type Ctx = { errors: string[] };
type Ev = { type: 'refuse'; errors: string[] } | { type: 'fail' } | { type: 'answer'; kind: string; errors?: unknown };

function start() {
  const notified: NotifyErrorsParams[] = [];
  const machine = setup({
    types: { context: {} as Ctx, events: {} as Ev },
    actions: {
      refuse: refuse<Ctx, Ev>(),
      failUnexpectedly: failUnexpectedly<Ctx, Ev>(),
      notifyRefusal: notifyRefusal<Ctx, Ev>(),
      notifyErrors: vi.fn((_, params: NotifyErrorsParams) => void notified.push(params)),
    },
  }).createMachine({
    context: { errors: ['an earlier message'] },
    on: {
      refuse: { actions: { type: 'refuse', params: ({ event }) => event.errors } },
      fail: { actions: 'failUnexpectedly' },
      answer: { actions: { type: 'notifyRefusal', params: ({ event }) => event } },
    },
  });
  const actor = createActor(machine).start();
  return { actor, notified };
}

describe('the shared refusal actions', () => {
  it('refuse replaces the errors on the screen with the refusal and toasts the same lines', () => {
    const { actor, notified } = start();
    actor.send({ type: 'refuse', errors: ['Address not found', 'Second line'] });
    expect(actor.getSnapshot().context.errors).toEqual(['Address not found', 'Second line']);
    expect(notified).toEqual([{ errors: ['Address not found', 'Second line'] }]);
  });

  it("failUnexpectedly shows and toasts 'Something went wrong' alone", () => {
    const { actor, notified } = start();
    actor.send({ type: 'fail' });
    expect(actor.getSnapshot().context.errors).toEqual([messages.somethingWentWrong]);
    expect(notified).toEqual([{ errors: [messages.somethingWentWrong] }]);
  });

  it("notifyRefusal toasts an invalid answer's errors as the server wrote them and leaves the screen's errors", () => {
    const { actor, notified } = start();
    const body = { email: ['Enter a valid email address.'] };
    actor.send({ type: 'answer', kind: 'invalid', errors: body });
    expect(notified).toEqual([{ error: body }]);
    expect(actor.getSnapshot().context.errors).toEqual(['an earlier message']);
  });

  it('notifyRefusal hands any other refusal to the toast without errors, so it reads as the default message', () => {
    const { actor, notified } = start();
    actor.send({ type: 'answer', kind: 'notFound', errors: { detail: 'Not found.' } });
    expect(notified).toEqual([{ error: undefined }]);
  });
});
