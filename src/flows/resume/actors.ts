// The resume machine's actors and effects bound to the API client, the session and the router (design.md
// §8). Opening a link answers 200 (restored: the client keeps the X-Visitor-Key it carries, src/api/client.ts),
// 410 (expired, used) or 404 (invalid): expected outcomes; anything else rejects.
import { fromPromise } from 'xstate';
import type { OpenResult, RestoredFlow } from '../../../machines/resume/resume.types';
import type { ApiClient } from '../../api-context';
import { ApiError, dataOrThrow } from '../../api/errors';
import type { Navigate } from '../shared/flow-transitions';
import { notifyErrors } from '../shared/notify-errors';
import { STEP_PATHS, storeRestored } from './restore';

export function createResumeImplementations(api: ApiClient, navigate: Navigate) {
  return {
    actors: {
      openLink: fromPromise<OpenResult, { token: string }>(async ({ input, signal }) => {
        const { data, error, response } = await api.POST('/resume/open/', { body: { token: input.token }, signal });
        if (data)
          return {
            kind: 'restored',
            flow: data.flow,
            step: data.step,
            answers: data.answers,
            price: data.price,
            calculatedPrice: data.calculated_price,
          };
        const gone = error as { status?: string } | undefined;
        if ((response.status === 410 || response.status === 404) && gone?.status)
          return { kind: gone.status === 'expired' ? 'expired' : gone.status === 'used' ? 'used' : 'invalid' };
        throw new ApiError(response.status, error);
      }),
      resendLink: fromPromise<void, { token: string }>(async ({ input, signal }) => {
        dataOrThrow(await api.POST('/resume/resend/', { body: { token: input.token }, signal }));
      }),
    },
    actions: {
      notifyErrors,
      storeFlow: (_: unknown, flow: RestoredFlow) => storeRestored(flow),
      navigateToFlow: (_: unknown, flow: RestoredFlow) => navigate(STEP_PATHS[flow.step], { replace: true }),
    },
  };
}
