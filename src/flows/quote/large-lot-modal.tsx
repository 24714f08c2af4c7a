// The large-lot question of the GET A QUOTE form (spec 1 §2, §4): a detached lot over 0.5 acres may
// be priced differently, so choosing it asks first.
import { Button } from '../../ui/button';
import { LazyModal } from '../../ui/lazy-modal';
import { isLargeLotOpen } from '../../../machines/quote/quote.selectors';
import { useQuoteSelector, useQuoteSend } from './quote-context';
import { whenClosed } from '../../ui/event-handlers';

/** 'Just a heads up!' (spec 1 §2, §4): Cancel (or Escape) clears the property type; Continue confirms it. */
export function LargeLotModal() {
  const isOpen = useQuoteSelector(isLargeLotOpen);
  const send = useQuoteSend();
  return (
    <LazyModal
      isOpen={isOpen}
      onOpenChange={whenClosed(() => send({ type: 'quote.largeLot.cancel' }))}
      title="Just a heads up!"
      isDismissable={false}
    >
      <p>
        Pricing for detached lots of more than 0.5 acres may differ from this quote. If it does, we will let you know
        before your first service.
      </p>
      <div className="dialog__actions">
        <Button variant="secondary" onPress={() => send({ type: 'quote.largeLot.cancel' })}>
          Cancel
        </Button>
        <Button variant="primary" autoFocus onPress={() => send({ type: 'quote.largeLot.confirm' })}>
          Continue
        </Button>
      </div>
    </LazyModal>
  );
}
