import { CalendarDate } from '@internationalized/date';
import { defineModelSuite } from '../support/model-harness';
import { dogInfoMachine } from '../../machines/dog-info/dog-info.machine';

const today = new CalendarDate(2026, 11, 22);
const order = { id: 'order-1', is_enquiry: true, pet_count: 2, email: 'new@example.com' };

defineModelSuite('dog-info', dogInfoMachine, {
  inputs: [
    { order, signedIn: false, today },
    { order, signedIn: true, today },
    { order: null, signedIn: false, today },
  ],
  project: ({ context: c }) => ({
    birthday: c.pets[0]?.birthday ?? '',
    errors: c.errors.length > 0,
    fieldErrors: Object.keys(c.fieldErrors).length > 0,
  }),
  fixtures: {
    'dogInfo.pet.change': (s) =>
      s.context.pets[0]?.birthday === ''
        ? [
            { type: 'dogInfo.pet.change' as const, index: 0, values: { name: 'Rex', birthday: '01/02/2020' } },
            { type: 'dogInfo.pet.change' as const, index: 0, values: { birthday: '13/45/2020' } },
          ]
        : [],
    'dogInfo.safety.change': (s) =>
      s.context.safety.has_doggy_door
        ? []
        : [{ type: 'dogInfo.safety.change' as const, values: { has_doggy_door: true } }],
    'dogInfo.howHeard.change': (s) =>
      s.context.hearAboutUs.length ? [] : [{ type: 'dogInfo.howHeard.change' as const, values: ['Truck'] }],
    'dogInfo.submit': [{ type: 'dogInfo.submit' as const }],
    'dogInfo.back': [{ type: 'dogInfo.back' as const }],
    'xstate.done.actor.updateOrder': [
      { type: 'xstate.done.actor.updateOrder', output: { kind: 'updated' } },
      { type: 'xstate.done.actor.updateOrder', output: { kind: 'invalid', errors: ['detail: Not found.'] } },
    ],
    'xstate.error.actor.updateOrder': [{ type: 'xstate.error.actor.updateOrder', error: new Error('network') }],
    'xstate.done.actor.checkEmailExists': [
      { type: 'xstate.done.actor.checkEmailExists', output: { exists: true } },
      { type: 'xstate.done.actor.checkEmailExists', output: { exists: false } },
    ],
    'xstate.error.actor.checkEmailExists': [
      { type: 'xstate.error.actor.checkEmailExists', error: new Error('network') },
    ],
  },
});
