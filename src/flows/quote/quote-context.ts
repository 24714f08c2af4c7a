// The quote actor shared by the wizard's parts (statelyai todomvc-react): the wizard mounts one actor
// in QuoteActor.Provider; the form, summary and modal read narrow slices with useQuoteSelector (they
// re-render only when their slice changes) and send with useQuoteSend, instead of receiving the
// snapshot and send through props. The selectors themselves live in machines/quote/quote.selectors.ts.
import { createActorContext } from '@xstate/react';
import { quoteMachine } from '../../../machines/quote/quote.machine';
import type { QuoteEvent } from '../../../machines/quote/quote.machine';

export const QuoteActor = createActorContext(quoteMachine);

export const useQuoteSelector = QuoteActor.useSelector;

/** The actor's send, for event handlers. */
export function useQuoteSend(): (event: QuoteEvent) => void {
  const actorRef = QuoteActor.useActorRef();
  return actorRef.send;
}
