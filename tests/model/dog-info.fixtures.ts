// The dog-info flow's fixtures, shared by the machine suite, the model suite and the UI model suite
// (which overrides only what a real server answers differently). Free of vitest: Playwright loads it too.
import { CalendarDate } from '@internationalized/date';
import type { dogInfoMachine } from '../../machines/dog-info/dog-info.machine';
import type { Fixtures } from '../support/model-paths';
import { actorFailed } from '../support/actor-events';

/** The day the machine judges birthdays against. */
export const today = new CalendarDate(2026, 11, 22);

/** A visitor's enquiry of two dogs whose email has no account yet. */
export const enquiryOrder = { id: 'order-1', is_enquiry: true, pet_count: 2, email: 'new@example.com' };

export const orderUpdated = { type: 'xstate.done.actor.updateOrder', output: { kind: 'updated' } };
export const emailExists = { type: 'xstate.done.actor.checkEmailExists', output: { exists: true } };
export const emailNew = { type: 'xstate.done.actor.checkEmailExists', output: { exists: false } };

export const dogInfoFixtures: Fixtures<typeof dogInfoMachine> = {
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
    orderUpdated,
    { type: 'xstate.done.actor.updateOrder', output: { kind: 'invalid', errors: ['detail: Not found.'] } },
  ],
  'xstate.error.actor.updateOrder': actorFailed('updateOrder', 'network'),
  'xstate.done.actor.checkEmailExists': [emailExists, emailNew],
  'xstate.error.actor.checkEmailExists': actorFailed('checkEmailExists', 'network'),
};
