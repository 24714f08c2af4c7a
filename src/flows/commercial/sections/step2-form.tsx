// Step 2 'Tell us how we can help you': Submit runs the machine's chain (quote update, the proposal with
// status enquiry, its line items); Back returns to step 1 after 500 ms with every entry kept.
import { useRef } from 'react';
import { CURRENT_FREQUENCIES, CURRENT_FREQUENCY_LABELS } from '../../../domain/commercial-enums';
import { commercialMessages } from '../../../domain/commercial-messages';
import { Button } from '../../../ui/button';
import { ErrorsForm } from '../../../ui/form';
import { Spinner } from '../../../ui/spinner';
import { TextAreaField } from '../../../ui/text-area-field';
import {
  CommercialActor,
  selectErrors,
  selectIsSubmitting,
  useCommercialSelector,
  useStep2Change,
} from '../commercial-context';
import { Choice } from './detail-fields';
import { DetailSections } from './detail-sections';
import { InterestsSection } from './interests-section';
import { RequestSection } from './request-section';
import { useFocusAfterSubmit } from './use-focus-after-submit';
import { FormSection } from '../../../ui/form-section';

export function Step2Form() {
  const actor = CommercialActor.useActorRef();
  const errors = useCommercialSelector(selectErrors);
  const submitting = useCommercialSelector(selectIsSubmitting);
  const leaving = useCommercialSelector((s) => s.matches({ step2: 'leaving' }));
  const frequency = useCommercialSelector((s) => s.context.step2.current_frequency);
  const comments = useCommercialSelector((s) => s.context.step2.additional_comments);
  const boundaryLost = useCommercialSelector((s) => s.context.lostMaps.includes('community_boundary_map'));
  const change = useStep2Change();
  const formRef = useRef<HTMLFormElement>(null);
  const pressed = useFocusAfterSubmit(formRef, errors);
  const busy = submitting || leaving;
  return (
    <ErrorsForm
      ref={formRef}
      className="commercial__form"
      validationErrors={errors}
      onSubmit={() => {
        pressed();
        actor.send({ type: 'step2.submit' });
      }}
    >
      {boundaryLost ? (
        // The boundary map is picked on step 1: after a reload that could not keep it, say so here too,
        // or the enquiry would go without it unnoticed (it is optional, so sending without it stays possible).
        <div className="commercial__note" role="note">
          <p>{commercialMessages.boundaryNotKept}</p>
          <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'step2.back' })}>
            Back to step 1
          </Button>
        </div>
      ) : null}
      <RequestSection isDisabled={busy} />
      <InterestsSection isDisabled={busy} />
      <DetailSections isDisabled={busy} />
      <FormSection title="Anything else">
        <Choice
          label="Current cleaning frequency"
          options={CURRENT_FREQUENCIES}
          labels={CURRENT_FREQUENCY_LABELS}
          value={frequency}
          isDisabled={busy}
          onChange={(current_frequency) => change({ current_frequency })}
        />
        <TextAreaField
          label="Additional comments"
          name="additional_comments"
          value={comments}
          isReadOnly={busy}
          onChange={(additional_comments) => change({ additional_comments })}
        />
      </FormSection>
      <div className="commercial__actions">
        <Button
          variant="secondary"
          isPending={leaving}
          isDisabled={submitting}
          onPress={() => actor.send({ type: 'step2.back' })}
        >
          Back
        </Button>
        <Button type="submit" isPending={submitting} isDisabled={leaving}>
          Submit
        </Button>
        {submitting ? <Spinner label="Sending your enquiry" showLabel /> : null}
      </div>
    </ErrorsForm>
  );
}
