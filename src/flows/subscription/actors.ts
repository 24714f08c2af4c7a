// The subscription machine's actor and effects bound to the API client and the flow's storage.
import { fromPromise } from 'xstate';
import type { PriceRangesResult } from '../../../machines/subscription/subscription.machine';
import type { PriceRange } from '../../../machines/shared/types';
import type { ApiClient } from '../../api-context';
import { toastLines } from '../../api/errors';
import { acquisitionStore } from '../acquisition-store';
import type { Navigate } from '../flow-transitions';

export function createSubscriptionImplementations(api: ApiClient, navigate: Navigate) {
  return {
    actors: {
      /** GET field-office/{id}/frequency-pricing-range/ (spec 1 §7): the price list of the office. */
      loadPriceRanges: fromPromise<PriceRangesResult, { fieldOfficeUuid: string }>(async ({ input, signal }) => {
        const { data, error } = await api.GET('/field-office/{id}/frequency-pricing-range/', {
          params: { path: { id: input.fieldOfficeUuid } },
          signal,
        });
        if (!data) return { kind: 'invalid', errors: toastLines(error) };
        return {
          kind: 'loaded',
          ranges: data.pricing_range.map((r) => ({
            frequency: r.frequency,
            min_price: r.min_price,
            max_price: r.max_price,
          })),
        };
      }),
    },
    actions: {
      /** The chosen card's range goes with the visitor to /getquote (the quote reads acquisitionStore.priceRange()). */
      navigateQuote: (_: unknown, range: PriceRange | null) => {
        acquisitionStore.setPriceRange(range);
        navigate('/getquote');
      },
      navigateHome: () => navigate('/', { replace: true }),
    },
  };
}
