// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { repriced, restoredEntries, STEP_PATHS, storeRestored } from '../../../../src/flows/resume/restore';
import { restoredQuote, restoredWizard } from '../../../model/resume.fixtures';

const today = { total_price_per_service: '19.00', total_price_for_first_visit: '25.00', coupon: null };

describe('a restored flow in this device session', () => {
  beforeEach(() => sessionStorage.clear());

  it("a quote's snapshot takes today's price, in its context and, at checkout, in its output", () => {
    const quote = repriced(restoredQuote.answers['flow.quote'], today) as {
      context: { price: unknown; frequency: string };
      output: { price: unknown };
      status: string;
    };
    expect(quote.context).toMatchObject({ frequency: 'weekly', price: today });
    expect(quote.output.price).toEqual(today);
    expect(quote.status).toBe('done');
  });

  it('a quote that cannot be priced today reopens for editing, waiting to price, and its checkout is dropped', () => {
    const entries = restoredEntries({
      ...restoredQuote,
      calculatedPrice: null,
      answers: { ...restoredQuote.answers, 'flow.checkout': {} },
    });
    expect(entries['flow.quote']).toMatchObject({
      status: 'active',
      value: { editing: { pricing: 'debouncing', warning: 'closed' } },
      context: { price: null },
    });
    expect(entries['flow.quote']).not.toHaveProperty('output');
    expect(entries).not.toHaveProperty('flow.checkout');
  });

  it("only the flow's own keys are written, after the previous entries are cleared; the visitor key stays", () => {
    sessionStorage.setItem('acq.area', JSON.stringify({ uuid: 'old' }));
    sessionStorage.setItem('flow.checkout', JSON.stringify({ old: true }));
    sessionStorage.setItem('visitor_key', 'k'.repeat(43));
    storeRestored({
      ...restoredWizard,
      answers: { ...restoredWizard.answers, session: 'x', 'acq.area': { uuid: 'new' } },
    });
    expect(JSON.parse(sessionStorage.getItem('acq.area') ?? 'null')).toEqual({ uuid: 'new' });
    expect(sessionStorage.getItem('flow.checkout')).toBeNull();
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('acq.commercial') ?? 'null')).toEqual({
      commercialQuoteUuid: 'q1',
      proposalUuid: 'p1',
    });
    expect(sessionStorage.getItem('visitor_key')).toBe('k'.repeat(43));
  });

  it('each step opens on its screen', () => {
    expect(STEP_PATHS).toEqual({
      subscription: '/subscription',
      quote: '/getquote',
      checkout: '/getquote',
      step1: '/commercial',
      step2: '/commercial',
    });
  });
});
