// Model-based paths of the Pause Service modal (design.md §4), with the shared harness.
import { pauseServiceMachine } from '../../machines/pause-service/pause-service.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';

const fixtures: Fixtures<typeof pauseServiceMachine> = {
  'pause.open': [{ type: 'pause.open' }],
  'pause.close': [{ type: 'pause.close' }],
  // One allowed and one refused date each (today is 2026-11-22).
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
};

defineModelSuite('pause-service', pauseServiceMachine, {
  fixtures,
  input: { serviceOrderUuid: 'so1', today: '2026-11-22' },
});
