// Step 1 'Tell us about your community': Next runs the machine's checks (fields, then the email in use
// and a searched address with the server) and moves to step 2 after 500 ms.
import { useRef } from 'react';
import { Button } from '../../../ui/button';
import { ErrorsForm } from '../../../ui/form';
import { Spinner } from '../../../ui/spinner';
import { CommercialActor, selectErrors, selectIsLeavingStep1, useCommercialSelector } from '../commercial-context';
import { AboutSection } from './about-section';
import { CommunitySection } from './community-section';
import { ContactSection } from './contact-section';
import { useFocusAfterSubmit } from './use-focus-after-submit';

export function Step1Form() {
  const actor = CommercialActor.useActorRef();
  const errors = useCommercialSelector(selectErrors);
  const busy = useCommercialSelector(selectIsLeavingStep1);
  const formRef = useRef<HTMLFormElement>(null);
  const pressed = useFocusAfterSubmit(formRef, errors);
  return (
    <ErrorsForm
      ref={formRef}
      className="commercial__form"
      validationErrors={errors}
      aria-busy={busy}
      onSubmit={() => {
        pressed();
        actor.send({ type: 'step1.next' });
      }}
    >
      <AboutSection isDisabled={busy} />
      <ContactSection isDisabled={busy} />
      <CommunitySection isDisabled={busy} />
      <div className="commercial__actions">
        <Button type="submit" isPending={busy}>
          Next
        </Button>
        {busy ? <Spinner label="Checking your details" showLabel /> : null}
      </div>
    </ErrorsForm>
  );
}
