// The subscription machine's actor and effects bound to the API client and the flow's storage.
import { fromPromise } from 'xstate';
import type { PriceRangesResult } from '../../../machines/subscription/subscription.machine';
import type { PriceRange } from '../../../machines/shared/types';
import type { ApiClient } from '../../api-context';
import type { QueryClient } from '@tanstack/react-query';
import { toastLines } from '../../api/errors';
import { ApiReadError, priceRangesQuery } from '../../api/queries';
import { acquisitionStore } from '../shared/acquisition-store';
import type { Navigate } from '../shared/flow-transitions';

export function createSubscriptionImplementations(api: ApiClient, queryClient: QueryClient, navigate: Navigate) {
  return {
    actors: {
      /**
       * GET field-office/{id}/frequency-pricing-range/ (spec 1 §7) through the query cache: the
       * route's loader has usually started this read, so the machine's loading state shares it.
       */
      loadPriceRanges: fromPromise<PriceRangesResult, { fieldOfficeUuid: string }>(async ({ input }) => {
        try {
          const data = await queryClient.fetchQuery(priceRangesQuery(api, input.fieldOfficeUuid));
          return {
            kind: 'loaded',
            ranges: data.pricing_range.map((r) => ({
              frequency: r.frequency,
              min_price: r.min_price,
              max_price: r.max_price,
            })),
          };
        } catch (error) {
          // An error answer's lines are the spec's toast; a network failure is the machine's 'unexpected'.
          if (error instanceof ApiReadError) return { kind: 'invalid', errors: toastLines(error.body) };
          throw error;
        }
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
