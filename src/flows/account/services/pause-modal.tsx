// The Pause Service modal (spec 3 §4 Pause modal, §5 Pause dates): From (after today in the office's
// zone: today and earlier are disabled), 'pause until I resume', To (after From; disabled while
// suspended), the required checkbox, and Pause Service — disabled until the machine's canPause holds.
import { useSelector } from '@xstate/react';
import type { CalendarDate } from '../../../domain/dates';
import { fromWireDate, toWireDate } from '../../../domain/dates';
import { Checkbox } from '../../../ui/choice';
import { DatePicker } from '../../../ui/date-picker';
import { FormActions, Modal } from '../../../ui/modal';
import type { PauseActor } from './pause-section';
import { accountMessages } from '../../../domain/account-messages';
import { submitWith, whenClosed } from '../../../ui/event-handlers';

interface Props {
  actor: PauseActor;
  street: string;
  /** Today in the field office's zone. */
  today: CalendarDate;
}

const dateOf = (wire: string | null) => (wire ? fromWireDate(wire) : null);

export function PauseModal({ actor, street, today }: Props) {
  const open = useSelector(actor, (s) => s.matches('editing') || s.matches('submitting'));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const form = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.errors);
  const canPause = useSelector(actor, (s) => s.can({ type: 'pause.submit' }));
  const from = dateOf(form.pause_from);
  const firstDay = today.add({ days: 1 });
  const submit = submitWith(() => actor.send({ type: 'pause.submit' }));
  return (
    <Modal
      isOpen={open}
      onOpenChange={whenClosed(() => actor.send({ type: 'pause.close' }))}
      title={accountMessages.pauseService}
      className="pause-modal"
    >
      <form className="pause-form" onSubmit={submit}>
        <p className="pause-form__intro">Choose when to pause your service at {street}.</p>
        {/* Uncontrolled: react-aria reports each complete-looking date while a year is still being typed
            (year 2, 20, 202…), so the field keeps what is typed and the machine says whether it is kept. */}
        <DatePicker
          label="From"
          defaultValue={from}
          minValue={firstDay}
          onChange={(d) => d && actor.send({ type: 'pause.from.change', date: toWireDate(d) })}
          isInvalid={errors.pause_from !== undefined}
          errorMessage={errors.pause_from}
          description="The start of the pause: a day after today."
          buttonLabel="Choose the From date"
          calendarLabel="From date"
          isRequired
        />
        <Checkbox
          isSelected={form.suspend_until_manual}
          onChange={(checked) => actor.send({ type: 'pause.suspend.change', checked })}
        >
          {accountMessages.pauseSuspendUntilManual}
        </Checkbox>
        {/* A new From (or suspending) clears To: the field starts again, empty. */}
        <DatePicker
          key={`to-${form.pause_from ?? ''}-${form.suspend_until_manual}`}
          label="To"
          defaultValue={dateOf(form.pause_to)}
          minValue={from ? from.add({ days: 1 }) : firstDay.add({ days: 1 })}
          onChange={(d) => d && actor.send({ type: 'pause.to.change', date: toWireDate(d) })}
          isDisabled={form.suspend_until_manual || from === null}
          isInvalid={errors.pause_to !== undefined}
          errorMessage={errors.pause_to}
          description={
            form.suspend_until_manual
              ? 'Not needed: the service stays paused until you resume it.'
              : 'The end of the pause: a day after the From date.'
          }
          buttonLabel="Choose the To date"
          calendarLabel="To date"
        />
        <Checkbox
          isSelected={form.understand_pause_func}
          onChange={(checked) => actor.send({ type: 'pause.understand.change', checked })}
          isRequired
        >
          {accountMessages.pauseUnderstand}
        </Checkbox>
        <FormActions
          submitLabel={accountMessages.pauseService}
          onCancel={() => actor.send({ type: 'pause.close' })}
          canSubmit={canPause}
          pending={submitting}
          pendingLabel="Pausing your service…"
        />
      </form>
    </Modal>
  );
}
