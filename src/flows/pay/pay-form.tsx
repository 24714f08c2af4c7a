// The payment form of /pay (spec 2 §2, §4, §5): Invoice Summary, Payment Method, the permission
// checkbox, Billing Address and Make Payment, on machines/payment-link. The machine owns validation,
// the tokenize → pay chain, its toasts (./actors) and the states; this view shows them: the loader
// overlay while busy, field errors at their fields, the thank-you card once paid.
import { useRef, useState } from 'react';
import {
  selectCanSubmit,
  selectFieldErrors,
  selectIsBusy,
  selectIsUnavailable,
  selectPaidMessage,
} from '../../../machines/payment-link/payment-link.selectors';
import { paymentLinkMachine } from '../../../machines/payment-link/payment-link.machine';
import type { PaymentLinkInput } from '../../../machines/payment-link/payment-link.machine';
import { useApi } from '../../api-context';
import type { CardFieldsController } from '../../adapters/card-fields/card-fields';
import { messages } from '../../domain/messages';
import { payMessages } from '../../domain/pay-messages';
import type { PayLink } from '../../domain/pay-link';
import { inspect } from '../../inspect';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/choice';
import { useFocusFirstInvalid } from '../../ui/first-invalid-field';
import { ErrorsForm } from '../../ui/form';
import { LoadingOverlay } from '../../ui/spinner';
import { ErrorState } from '../../ui/states';
import { createPayImplementations } from './actors';
import { PayActor, usePaySelector } from './pay-context';
import { ContactLine } from './pay-notice';
import type { LinkInvoice } from './pay-page';
import { BillingAddressSection } from './sections/billing-address-section';
import { InvoiceSummary } from './sections/invoice-summary';
import { PaymentMethodSection } from './sections/payment-method-section';
import { ThankYou } from './sections/thank-you';

export function PayForm({ link, invoice }: { link: PayLink; invoice: LinkInvoice }) {
  const api = useApi();
  // The card adapter's controller, read by the tokenize actor when it runs; machine and input are fixed
  // for the life of the page.
  const [cardRef] = useState(() => ({ current: null as CardFieldsController | null }));
  const [machine] = useState(() => paymentLinkMachine.provide(createPayImplementations({ api, card: cardRef })));
  const [options] = useState(() => {
    const input: PaymentLinkInput = {
      publicKey: link.publicKey,
      invoiceUuid: link.invoiceUuid,
      staxCustomer: link.staxCustomer,
      // The link's total plus taxes: the page has checked it equals the invoice's balance (pay-page.ts).
      balanceDue: link.balanceDue,
    };
    return { input, inspect };
  });
  return (
    <PayActor.Provider logic={machine} options={options}>
      <section className="screen pay">
        <h1>{payMessages.payTitle}</h1>
        <div className="pay__layout">
          <InvoiceSummary invoice={invoice} />
          <PayBody cardRef={cardRef} />
        </div>
      </section>
    </PayActor.Provider>
  );
}

function PayBody({ cardRef }: { cardRef: { current: CardFieldsController | null } }) {
  const actor = PayActor.useActorRef();
  const paid = usePaySelector(selectPaidMessage);
  const unavailable = usePaySelector(selectIsUnavailable);
  const busy = usePaySelector(selectIsBusy);
  const canSubmit = usePaySelector(selectCanSubmit);
  const errors = usePaySelector(selectFieldErrors);
  const saveCard = usePaySelector((s) => s.context.saveCard);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  if (paid !== null) return <ThankYou message={paid} />;
  if (unavailable)
    // No public key: the card form cannot load (the machine's 10-second toast says so too); nothing can
    // be paid here, so no form to fill in vain.
    return (
      <div className="pay__main">
        <ErrorState role={null} title="Payment Method">
          <p>{messages.staxLoadError}</p>
        </ErrorState>
        <ContactLine />
      </div>
    );
  return (
    <div className="pay__main">
      <LoadingOverlay isLoading={busy} label={payMessages.payProcessing}>
        <ErrorsForm
          ref={formRef}
          className="pay__form"
          validationErrors={errors}
          onSubmit={() => {
            if (canSubmit) actor.send({ type: 'pay.submit' });
          }}
        >
          <PaymentMethodSection controllerRef={cardRef} />
          <Checkbox
            className="pay__permission"
            isSelected={saveCard}
            onChange={(checked) => actor.send({ type: 'pay.permission.change', checked })}
          >
            {payMessages.payPermission}
          </Checkbox>
          <BillingAddressSection />
          <div className="pay__actions">
            <Button type="submit" isPending={busy} isDisabled={!busy && !canSubmit}>
              Make Payment
            </Button>
          </div>
        </ErrorsForm>
      </LoadingOverlay>
    </div>
  );
}
