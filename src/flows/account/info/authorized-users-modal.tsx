// Edit Authorized Users ('Edit Guest Users' for commercial customers; spec 3 §2.2, §6, §7) on the
// authorized-users machine: a list of names to add, change and remove. Blank entries are dropped on
// save; a name may not repeat.
import { createActorContext } from '@xstate/react';
import { authorizedUsersMachine } from '../../../../machines/authorized-users/authorized-users.machine';
import { duplicateNames } from '../../../../machines/authorized-users/authorized-users.schema';
import { Button } from '../../../ui/button';
import { FormActions, Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { accountMessages } from '../../../domain/account-messages';
import { submitWith, whenClosed } from '../../../ui/event-handlers';

export const AuthorizedUsersActor = createActorContext(authorizedUsersMachine);

export function AuthorizedUsersModal({ commercial }: { commercial: boolean }) {
  const open = AuthorizedUsersActor.useSelector((s) => !s.matches('closed'));
  const editing = AuthorizedUsersActor.useSelector((s) => s.matches('editing'));
  const actor = AuthorizedUsersActor.useActorRef();
  return (
    <Modal
      isOpen={open}
      isDismissable={editing}
      onOpenChange={whenClosed(() => actor.send({ type: 'users.cancel' }))}
      title={commercial ? accountMessages.editGuestUsers : accountMessages.editAuthorizedUsers}
      className="info-modal"
    >
      <UsersForm commercial={commercial} />
    </Modal>
  );
}

function UsersForm({ commercial }: { commercial: boolean }) {
  const names = AuthorizedUsersActor.useSelector((s) => s.context.names);
  const canSave = AuthorizedUsersActor.useSelector((s) => s.can({ type: 'users.save' }));
  const canAdd = AuthorizedUsersActor.useSelector((s) => s.can({ type: 'users.add' }));
  const saving = AuthorizedUsersActor.useSelector((s) => s.matches('saving'));
  const actor = AuthorizedUsersActor.useActorRef();
  const duplicates = duplicateNames(names, accountMessages.authorizedUserDuplicate);
  const noun = commercial ? 'Guest' : 'Authorized user';
  const onSubmit = submitWith(() => actor.send({ type: 'users.save' }));
  return (
    <form className="info-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <p className="info-form__muted">
        {commercial ? accountMessages.guestUsersIntro : accountMessages.authorizedUsersIntro}
      </p>
      <ul className="info-names">
        {names.map((name, i) => (
          <li key={i} className="info-form__entry">
            <TextField
              label={`${noun} ${i + 1}`}
              autoComplete="off"
              // The entry just added (the last, still empty) takes the focus.
              autoFocus={i === names.length - 1 && name === ''}
              value={name}
              onChange={(value) => actor.send({ type: 'users.change', index: i, value })}
              validationBehavior="aria"
              isInvalid={Boolean(duplicates[i])}
              errorMessage={duplicates[i]}
            />
            <Button
              variant="quiet"
              aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}
              onPress={() => actor.send({ type: 'users.remove', index: i })}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {canAdd ? (
        <Button variant="secondary" className="info-form__add" onPress={() => actor.send({ type: 'users.add' })}>
          Add another name
        </Button>
      ) : (
        <p className="info-form__muted">{accountMessages.authorizedUsersLimit}</p>
      )}
      <FormActions
        submitLabel={accountMessages.saveChangesAccount}
        onCancel={() => actor.send({ type: 'users.cancel' })}
        canSubmit={canSave}
        pending={saving}
        pendingLabel="Saving the list…"
      />
    </form>
  );
}
