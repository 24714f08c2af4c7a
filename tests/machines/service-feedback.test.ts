import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { serviceFeedbackMachine } from '../../machines/service-feedback/service-feedback.machine';
import {
  RATING_VALUES,
  feedbackRequestSchema,
  isRatingAllowed,
} from '../../machines/service-feedback/service-feedback.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { visitUuid } from '../model/service-feedback.fixtures';

describe('service-feedback machine', () => {
  it('ratings move in half steps from 0.5 to 5', () => {
    expect(RATING_VALUES).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(isRatingAllowed(3.5)).toBe(true);
    expect(isRatingAllowed(0)).toBe(false);
    expect(isRatingAllowed(3.3)).toBe(false);
    expect(isRatingAllowed(5.5)).toBe(false);
  });

  it("opens prefilled with the visit's rating and comment", () => {
    const t = startMachine(serviceFeedbackMachine, { visitUuid, rating: 4.5, comment: 'Great job!' });
    expect(t.value()).toBe('editing');
    expect(t.context()).toEqual({ visitUuid, rating: 4.5, comment: 'Great job!' });
  });

  it('an unrated visit starts without stars and an empty comment; a stored rating off the scale is dropped', () => {
    expect(startMachine(serviceFeedbackMachine, { visitUuid, rating: null, comment: null }).context()).toEqual({
      visitUuid,
      rating: null,
      comment: '',
    });
    expect(startMachine(serviceFeedbackMachine, { visitUuid, rating: 3.2, comment: 'x' }).context().rating).toBeNull();
  });

  it('isRatingAllowed: a half step is kept, anything else refused', () => {
    const t = startMachine(serviceFeedbackMachine, { visitUuid, rating: null, comment: null });
    t.send({ type: 'feedback.rating.change', rating: 3.5 });
    expect(t.context().rating).toBe(3.5);
    t.send({ type: 'feedback.rating.change', rating: 3.7 });
    expect(t.context().rating).toBe(3.5);
    t.send({ type: 'feedback.comment.change', comment: 'Nice' });
    expect(t.context().comment).toBe('Nice');
  });

  it('hasRating: submit needs stars', () => {
    const t = startMachine(serviceFeedbackMachine, { visitUuid, rating: null, comment: null });
    t.send({ type: 'feedback.submit' });
    expect(t.value()).toBe('editing');
    t.send({ type: 'feedback.rating.change', rating: 1 });
    t.send({ type: 'feedback.submit' });
    expect(t.value()).toBe('submitting');
  });

  it('isSaved true: sends uuid, rating and the trimmed comment, then reloads, thanks and closes', async () => {
    const t = startMachine(serviceFeedbackMachine, { visitUuid, rating: 4.5, comment: 'Great job!' });
    t.send({ type: 'feedback.rating.change', rating: 3.5 });
    t.send({ type: 'feedback.comment.change', comment: '  Missed a corner  ' });
    t.send({ type: 'feedback.submit' });
    expect(t.inputOf('saveFeedback')).toEqual({ uuid: visitUuid, rating: 3.5, comment: 'Missed a corner' });
    await t.resolve('saveFeedback', { kind: 'saved' });
    expect(t.value()).toBe('done');
    expect(t.snapshot().status).toBe('done');
    expect(t.effectNames()).toEqual(['reloadHistory', 'notifySaved', 'closeModal']);
  });

  it("isSaved false: each 'key::message' line as a toast, back to editing with the form kept", async () => {
    const t = startMachine(serviceFeedbackMachine, { visitUuid, rating: 2, comment: 'ok' });
    t.send({ type: 'feedback.submit' });
    await t.resolve('saveFeedback', { kind: 'invalid', errors: ['rating::Rating moves in half steps.'] });
    expect(t.value()).toBe('editing');
    expect(t.context().rating).toBe(2);
    expect(t.effect('notifyErrors')).toEqual([{ errors: ['rating::Rating moves in half steps.'] }]);
  });

  it('a rejection: the failure as a toast, back to editing', async () => {
    const t = startMachine(serviceFeedbackMachine, { visitUuid, rating: 2, comment: null });
    t.send({ type: 'feedback.submit' });
    const err = new Error('offline');
    await t.reject('saveFeedback', err);
    expect(t.value()).toBe('editing');
    expect(t.effect('notifyErrors')).toEqual([{ error: err }]);
    expect(t.effect('closeModal')).toEqual([]);
  });

  it('an answer of no known kind toasts no lines and returns to editing', async () => {
    const t = startMachine(serviceFeedbackMachine, { visitUuid, rating: 2, comment: 'ok' });
    t.send({ type: 'feedback.submit' });
    await t.resolve('saveFeedback', { kind: 'unexpected', errors: ['not shown'] });
    expect(t.value()).toBe('editing');
    expect(t.effect('notifyErrors')).toEqual([{ errors: [] }]);
  });

  it('the request sent: a visit uuid, a half-step rating and a comment', () => {
    expect(v.is(feedbackRequestSchema, { uuid: visitUuid, rating: 3.5, comment: '' })).toBe(true);
    expect(v.is(feedbackRequestSchema, { uuid: visitUuid, rating: 3.3, comment: '' })).toBe(false);
    expect(v.is(feedbackRequestSchema, { uuid: visitUuid, rating: 0, comment: '' })).toBe(false);
    expect(v.is(feedbackRequestSchema, { uuid: 'visit-1', rating: 3.5, comment: '' })).toBe(false);
    expect(v.is(feedbackRequestSchema, { uuid: visitUuid, rating: 3.5 })).toBe(false);
  });

  it('every effect throws "not provided" by default', () => {
    expect(defaultsThrow(serviceFeedbackMachine)).toEqual([]);
  });
});
