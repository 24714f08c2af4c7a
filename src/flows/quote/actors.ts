// The quote machine's actors bound to the API (design §1, §3.3): POST /pricing-calculator/.
// Expected outcomes resolve as the machine's tagged PriceResult; only unexpected failures reject.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api-context';
import { toastLines } from '../../api/errors';
import type { PriceResult } from '../../../machines/quote/quote.machine';
import type { PriceRequest } from '../../../machines/quote/quote.schema';
import { notifyErrors } from '../shared/notify-errors';

/** One price call. `signal` is the actor's: a newer change stops the actor and aborts the request. */
export async function calculatePrice(api: ApiClient, input: PriceRequest, signal?: AbortSignal): Promise<PriceResult> {
  const { data, error, response } = await api.POST('/pricing-calculator/', { body: input, signal });
  if (data) return { kind: 'priced', price: data };
  // 4xx: an unusable coupon comes as {"coupon_code": [msg]} (shown under the coupon box);
  // any other answer is a list of toast lines. 5xx and network failures reject (generic toast).
  if (response.status >= 400 && response.status < 500) {
    const coupon = (error as { coupon_code?: unknown } | undefined)?.coupon_code;
    const message = Array.isArray(coupon)
      ? coupon.find((m): m is string => typeof m === 'string')
      : typeof coupon === 'string'
        ? coupon
        : undefined;
    if (message && input.coupon_code) return { kind: 'couponRejected', message };
    return { kind: 'invalid', errors: toastLines(error) };
  }
  throw new Error(`pricing-calculator answered ${response.status}`);
}

export function createQuoteImplementations(api: ApiClient) {
  return {
    actors: {
      calculatePrice: fromPromise<PriceResult, PriceRequest>(({ input, signal }) => calculatePrice(api, input, signal)),
    },
    actions: { notifyErrors },
  };
}
