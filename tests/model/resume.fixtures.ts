// The resume flow's fixtures, shared by the machine suite, the model suite and the unit tests of its view.
import type { OpenResult, RestoredFlow } from '../../machines/resume/resume.types';

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
