// The Add / Edit dog modal on the dog machine (spec 3 §4 Dog modal, §5 Dog): name, breed, birthday typed
// MM/DD/YYYY (slashes added after 2 and 5 characters; 'Invalid date' when not a real past date), the
// five dog flags (spec 3 §9), additional info, the service the dog belongs to and the photo. The machine
// decides what is valid and what is sent; the view shows its errors at the fields.
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { DogForm } from '../../../../machines/dog/dog.schema';
import { DOG_FLAGS, DOG_FLAG_LABELS } from '../../../domain/account-enums';
import type { DogFlag } from '../../../domain/account-enums';
import { accountMessages } from '../../../domain/account-messages';
import { maskBirthday } from '../../../domain/dates';
import { CheckboxChoices } from '../../../ui/choice';
import { focusFirstInvalidSoon } from '../../../ui/first-invalid-field';
import { FormActions, Modal } from '../../../ui/modal';
import { Select } from '../../../ui/select';
import type { Option } from '../../../ui/select';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import type { DogActor } from './dog-context';
import { PhotoField } from './photo-field';
import { whenClosed } from '../../../ui/event-handlers';

/** The group's chosen values as the form's five booleans (each one not chosen is false). */
const flagsOf = (chosen: readonly string[]) =>
  Object.fromEntries(DOG_FLAGS.map((flag) => [flag, chosen.includes(flag)])) as Record<DogFlag, boolean>;

interface Props {
  actor: DogActor;
  /** The residential services a dog can belong to. */
  services: readonly Option[];
}

export function DogModal({ actor, services }: Props) {
  const open = useSelector(actor, (s) => s.matches('form') || s.matches('saving'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const isUpdate = useSelector(actor, (s) => s.context.isUpdate);
  const form = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.errors);
  const formRef = useRef<HTMLFormElement>(null);
  const change = (values: Partial<DogForm>) => actor.send({ type: 'dog.change', values });
  const field = (key: keyof DogForm) => ({
    isInvalid: errors[key] !== undefined,
    errorMessage: errors[key],
    validationBehavior: 'aria' as const,
    isDisabled: saving,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'dog.submit' });
    // Refused: the first field that says why gets the focus (after React shows the errors).
    if (actor.getSnapshot().matches('form')) focusFirstInvalidSoon(formRef.current);
  };
  return (
    <Modal
      isOpen={open}
      onOpenChange={whenClosed(() => actor.send({ type: 'dog.cancel' }))}
      title={isUpdate ? accountMessages.editDog : accountMessages.addDog}
      className="dog-modal"
    >
      <form ref={formRef} className="dog-form" noValidate onSubmit={submit} aria-busy={saving}>
        <TextField
          label="Name"
          value={form.name}
          onChange={(name) => change({ name })}
          isRequired
          autoComplete="off"
          // The first field takes the focus when the modal opens, so typing starts at once.
          autoFocus
          {...field('name')}
        />
        <TextField label="Breed" value={form.breed} onChange={(breed) => change({ breed })} {...field('breed')} />
        <TextField
          label="Birthday"
          // The error takes the hint's line: leaving the field for a button (the error shows on blur)
          // must not move that button between the press and the release, or the click is lost.
          description={errors.birthday ? undefined : 'MM/DD/YYYY'}
          inputMode="numeric"
          autoComplete="off"
          value={form.birthday}
          onChange={(text) => change({ birthday: maskBirthday(text, form.birthday) })}
          onBlur={() => actor.send({ type: 'dog.birthday.blur' })}
          {...field('birthday')}
        />
        <CheckboxChoices
          label={accountMessages.dogFlagsLabel}
          variant="chips"
          className="dog-form__flags"
          options={DOG_FLAGS}
          labels={DOG_FLAG_LABELS}
          value={DOG_FLAGS.filter((flag) => form[flag])}
          onChange={(chosen) => change(flagsOf(chosen))}
          isDisabled={saving}
        />
        <TextAreaField
          label="Additional info"
          value={form.additional_info}
          onChange={(additional_info) => change({ additional_info })}
          {...field('additional_info')}
        />
        <Select
          label={accountMessages.dogService}
          description={accountMessages.dogServiceHint}
          placeholder="Choose a service address"
          options={services}
          value={form.service_order_uuid}
          onChange={(service_order_uuid) => change({ service_order_uuid })}
          isRequired={!isUpdate}
          {...field('service_order_uuid')}
        />
        <PhotoField actor={actor} isDisabled={saving} />
        <FormActions
          submitLabel={isUpdate ? accountMessages.dogSaveChanges : accountMessages.addDog}
          onCancel={() => actor.send({ type: 'dog.cancel' })}
          canSubmit
          pending={saving}
          pendingLabel="Saving your dog…"
        />
      </form>
    </Modal>
  );
}
