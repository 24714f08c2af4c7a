// The Pause Service modal's fixtures, shared by the machine suite, the model suite and the UI model suite
// (which offers the To date only where the field is enabled). Free of vitest: Playwright loads it too.
import type { pauseServiceMachine } from '../../machines/pause-service/pause-service.machine';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents, saveSettles } from '../support/actor-events';

/** The model's today: the fixtures' dates are days after it. */
export const modelToday = '2026-11-22';
export const pauseServiceInput = { serviceOrderUuid: 'so1', today: modelToday };

export const pauseServiceFixtures = {
  ...plainEvents('pause.open', 'pause.close', 'pause.submit', 'pause.delete.confirm', 'pause.delete.cancel'),
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
  'pause.delete': [{ type: 'pause.delete', uuid: 'p1' }],
  ...saveSettles('createPause', { pause_from: ['Overlaps'] }),
  'xstate.done.actor.deletePause': actorDone('deletePause', undefined),
  'xstate.error.actor.deletePause': actorFailed('deletePause'),
} satisfies Fixtures<typeof pauseServiceMachine>;
