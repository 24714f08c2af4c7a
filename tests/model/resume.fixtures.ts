// The resume flow's fixtures, shared by the machine suite, the model suite, the UI model suite and the unit
// tests of its view. Free of vitest: Playwright loads it too.
import type { resumeMachine } from '../../machines/resume/resume.machine';
import type { OpenResult, RestoredFlow } from '../../machines/resume/resume.types';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents } from '../support/actor-events';

const shown = { total_price_per_service: '17.00', total_price_for_first_visit: '17.00' };

/** A quote restored at its checkout with the price it had. */
export const restoredQuote: RestoredFlow = {
  flow: 'quote',
  step: 'checkout',
  answers: {
    'acq.area': { uuid: 'office-raleigh', zipcode: '27601' },
    'acq.lead': { leadId: 'lead-1', email: 'ann@example.com', propertyType: 'residential' },
    'flow.quote': {
      status: 'done',
      value: 'completed',
      context: { frequency: 'weekly', price: { ...shown, coupon: null } },
      output: { price: { ...shown, coupon: null } },
    },
  },
  price: { then: shown, now: shown, changed: false },
  calculatedPrice: { ...shown, coupon: null },
};

/** The same quote whose price went up since it was saved. */
export const restoredNewPrice: RestoredFlow = {
  ...restoredQuote,
  price: {
    then: shown,
    now: { total_price_per_service: '19.00', total_price_for_first_visit: '19.00' },
    changed: true,
  },
  calculatedPrice: { total_price_per_service: '19.00', total_price_for_first_visit: '19.00', coupon: null },
};

/** A community wizard restored at step 2 (no price). */
export const restoredWizard: RestoredFlow = {
  flow: 'commercial',
  step: 'step2',
  answers: {
    'acq.commercial': { commercialQuoteUuid: 'q1', proposalUuid: 'p1' },
    'flow.commercial': { value: { step2: 'editing' } },
  },
  price: null,
  calculatedPrice: null,
};

export const openResults: Record<'restored' | 'newPrice' | 'wizard' | 'expired' | 'used' | 'invalid', OpenResult> = {
  restored: { kind: 'restored', ...restoredQuote },
  newPrice: { kind: 'restored', ...restoredNewPrice },
  wizard: { kind: 'restored', ...restoredWizard },
  expired: { kind: 'expired' },
  used: { kind: 'used' },
  invalid: { kind: 'invalid' },
};

/** The link being opened (its token). */
export const linkInput = { token: 'token-1' };

const opened = (output: OpenResult) => ({ type: 'xstate.done.actor.openLink', output });

/** Every answer a link can get, for both the model suite and the UI model suite (whose server makes them real). */
export const resumeFixtures = {
  ...plainEvents('resume.continue', 'resume.resend', 'resume.retry'),
  'xstate.done.actor.openLink': [
    opened(openResults.restored),
    opened(openResults.newPrice),
    opened(openResults.wizard),
    opened(openResults.expired),
    opened(openResults.used),
    opened(openResults.invalid),
  ],
  'xstate.error.actor.openLink': actorFailed('openLink', 'network'),
  'xstate.done.actor.resendLink': actorDone('resendLink', undefined),
  'xstate.error.actor.resendLink': actorFailed('resendLink', 'network'),
} satisfies Fixtures<typeof resumeMachine>;
