// The Pause Service modal's fixtures, shared by the machine suite, the model suite and the UI model suite
// (which offers the To date only where the field is enabled). Free of vitest: Playwright loads it too.
import type { pauseServiceMachine } from '../../machines/pause-service/pause-service.machine';
import type { Fixtures } from '../support/model-paths';

/** The model's today: the fixtures' dates are days after it. */
export const modelToday = '2026-11-22';
export const pauseServiceInput = { serviceOrderUuid: 'so1', today: modelToday };

export const pauseServiceFixtures = {
  'pause.open': [{ type: 'pause.open' }],
  'pause.close': [{ type: 'pause.close' }],
  // One allowed and one refused date each (days after the model's today 2026-11-22).
  'pause.from.change': [
    { type: 'pause.from.change', date: '2026-11-25' },
    { type: 'pause.from.change', date: '2026-11-22' },
  ],
  'pause.to.change': [
    { type: 'pause.to.change', date: '2026-12-01' },
    { type: 'pause.to.change', date: '2026-11-20' },
  ],
  'pause.suspend.change': (s) => [{ type: 'pause.suspend.change', checked: !s.context.form.suspend_until_manual }],
  'pause.understand.change': (s) =>
    s.context.form.understand_pause_func ? [] : [{ type: 'pause.understand.change', checked: true }],
  'pause.submit': [{ type: 'pause.submit' }],
  'pause.delete': [{ type: 'pause.delete', uuid: 'p1' }],
  'pause.delete.confirm': [{ type: 'pause.delete.confirm' }],
  'pause.delete.cancel': [{ type: 'pause.delete.cancel' }],
  'xstate.done.actor.createPause': [
    { type: 'xstate.done.actor.createPause', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.createPause', output: { kind: 'invalid', errors: { pause_from: ['Overlaps'] } } },
  ],
  'xstate.error.actor.createPause': [{ type: 'xstate.error.actor.createPause', error: new Error('offline') }],
  'xstate.done.actor.deletePause': [{ type: 'xstate.done.actor.deletePause', output: undefined }],
  'xstate.error.actor.deletePause': [{ type: 'xstate.error.actor.deletePause', error: new Error('offline') }],
} satisfies Fixtures<typeof pauseServiceMachine>;
