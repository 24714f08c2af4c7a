// Step 2 'Your request' (spec 2 §2, §4, §5): a proposal or more information only (the machine unchecks
// the other), and the proposal due date, which must be after today (the calendar starts tomorrow).
import type { ReactNode } from 'react';
import { fromWireDate, todayDate, toWireDate, tomorrow } from '../../../domain/dates';
import { Checkbox } from '../../../ui/choice';
import { DatePicker } from '../../../ui/date-picker';
import { CommercialActor, useCommercialSelector, useStep2Change } from '../commercial-context';
import { FormSection } from '../../../ui/form-section';

export function RequestSection({ isDisabled }: { isDisabled: boolean }) {
  const proposal = useCommercialSelector((s) => s.context.isLookingForProposal);
  const moreInfo = useCommercialSelector((s) => s.context.wouldLikeMoreInfo);
  const due = useCommercialSelector((s) => s.context.step2.proposal_due);
  const dueError = useCommercialSelector((s) => s.context.errors.proposal_due);
  const change = useStep2Change();
  return (
    <FormSection title="What you are looking for">
      <div className="commercial__choices">
        <RequestChoice event="step2.proposal.change" isSelected={proposal} isDisabled={isDisabled}>
          I am looking for a proposal
        </RequestChoice>
        <RequestChoice event="step2.moreInfo.change" isSelected={moreInfo} isDisabled={isDisabled}>
          I would like more information only
        </RequestChoice>
      </div>
      <DatePicker
        label="Proposal due date"
        name="proposal_due"
        description="MM-DD-YYYY, after today"
        separator="-"
        buttonLabel="Choose a due date"
        calendarLabel="Proposal due date"
        value={due ? fromWireDate(due) : null}
        minValue={tomorrow(todayDate())}
        isDisabled={isDisabled}
        isInvalid={Boolean(dueError)}
        errorMessage={dueError}
        onChange={(d) => change({ proposal_due: d ? toWireDate(d) : null })}
      />
    </FormSection>
  );
}

/** One kind of request: a tick sends its event (the machine unchecks the other kind). */
function RequestChoice({
  event,
  isSelected,
  isDisabled,
  children,
}: {
  event: 'step2.proposal.change' | 'step2.moreInfo.change';
  isSelected: boolean;
  isDisabled: boolean;
  children: ReactNode;
}) {
  const actor = CommercialActor.useActorRef();
  return (
    <Checkbox
      isSelected={isSelected}
      isDisabled={isDisabled}
      onChange={(checked) => actor.send({ type: event, checked })}
    >
      {children}
    </Checkbox>
  );
}
