// The Edit Account Information modal (spec 3 §2.2, §4 Account edit, §5 Account edit form) on the
// account-edit machine: names, (commercial) community name, management company and role, the emails,
// the phones, the invoice options and an optional new password. Save Changes stays disabled until the
// machine's rules hold; each broken rule shows its message at its field once the field was left, and
// a refused save's messages show at the fields the server names.
import { useState } from 'react';
import { accountFormErrors } from '../../../../machines/account-edit/account-edit.schema';
import { COMMUNITY_ROLES, COMMUNITY_ROLE_LABELS } from '../../../domain/commercial-enums';
import { FormActions, Modal } from '../../../ui/modal';
import { PasswordField } from '../../../ui/password-field';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import type { AddressLookup } from '../../../adapters/address/address-lookup';
import {
  AccountEditActor,
  serverFieldErrors,
  useAccountEditSelector,
  useAccountFormChange,
} from './account-edit-context';
import { NameFields } from '../../shared/name-fields';
import { EmailList, PhoneList } from './contact-fields';
import { InvoiceFields } from './invoice-fields';
import { PasswordGuidelineList } from '../../../ui/password-guidelines';
import '../../../styles/auth.css';
import { accountMessages } from '../../../domain/account-messages';
import { submitWith, whenClosed } from '../../../ui/event-handlers';

const ROLE_OPTIONS = COMMUNITY_ROLES.map((r) => ({ id: r, label: COMMUNITY_ROLE_LABELS[r] }));

export interface AccountEditModalProps {
  commercial: boolean;
  lookup: AddressLookup | null;
  /** Opened from the Invoice Address card: the invoice options take the focus. */
  focusInvoice: boolean;
}

export function AccountEditModal(props: AccountEditModalProps) {
  const open = useAccountEditSelector((s) => s.matches('editing') || s.matches('saving') || s.matches('saved'));
  const canCancel = useAccountEditSelector((s) => s.can({ type: 'edit.cancel' }));
  const actor = AccountEditActor.useActorRef();
  return (
    <Modal
      isOpen={open}
      isDismissable={canCancel}
      onOpenChange={whenClosed(() => actor.send({ type: 'edit.cancel' }))}
      title={accountMessages.editAccountInformation}
      className="info-modal info-modal--wide"
    >
      <AccountEditForm {...props} />
    </Modal>
  );
}

/** Field paths the customer has left at least once: their messages show from then on. */
function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (path: string) => () =>
    setTouched((t) => {
      if (t.has(path)) return t;
      const next = new Set(t);
      next.add(path);
      return next;
    });
  return { touched, touch };
}

function AccountEditForm({ commercial, lookup, focusInvoice }: AccountEditModalProps) {
  const form = useAccountEditSelector((s) => s.context.form);
  const noSavedPhone = useAccountEditSelector((s) => s.context.noSavedPhone);
  const serverErrors = useAccountEditSelector((s) => s.context.serverErrors);
  const canSave = useAccountEditSelector((s) => s.can({ type: 'edit.save' }));
  const saving = useAccountEditSelector((s) => s.matches('saving'));
  const saved = useAccountEditSelector((s) => s.matches('saved'));
  const editing = useAccountEditSelector((s) => s.matches('editing'));
  const actor = AccountEditActor.useActorRef();
  const change = useAccountFormChange();
  const { touched, touch } = useTouched();
  const [attempted, setAttempted] = useState(false);
  if (!form) return null;

  const ruleErrors = accountFormErrors(form, commercial, noSavedPhone);
  const fromServer = serverFieldErrors(serverErrors);
  /** The message of a field: the server's (until the next change), else a broken rule once the field was left. */
  const errorOf = (path: string) => fromServer[path] ?? (touched.has(path) ? ruleErrors[path] : undefined);
  const fieldProps = (path: string) => ({
    onBlur: touch(path),
    validationBehavior: 'aria' as const,
    isInvalid: Boolean(errorOf(path)),
    errorMessage: errorOf(path),
  });

  const onSubmit = submitWith(() => {
    setAttempted(true);
    actor.send({ type: 'edit.save' });
  });

  return (
    <form className="info-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <fieldset className="info-form__group">
        <legend>Your name</legend>
        <NameFields
          rowClassName="info-form__row"
          named={false}
          value={form}
          onChange={change}
          fieldProps={(part) => ({ isRequired: true, ...fieldProps(part) })}
        />
      </fieldset>

      {commercial ? (
        <fieldset className="info-form__group">
          <legend>Your community</legend>
          <TextField
            label="Community name"
            value={form.community_name}
            onChange={(community_name) => change({ community_name })}
            isRequired
            {...fieldProps('community_name')}
          />
          <TextField
            label="Management company"
            value={form.management_company}
            onChange={(management_company) => change({ management_company })}
            autoComplete="organization"
            isRequired
            {...fieldProps('management_company')}
          />
          <Select
            label="Your role in the community"
            options={ROLE_OPTIONS}
            placeholder="Select your role"
            value={form.community_role ?? ''}
            onChange={(community_role) => change({ community_role })}
          />
        </fieldset>
      ) : null}

      <EmailList emails={form.emails} onChange={(emails) => change({ emails })} fieldProps={fieldProps} />
      <PhoneList
        phones={form.phones}
        commercial={commercial}
        onChange={(phones) => change({ phones })}
        fieldProps={fieldProps}
      />
      <InvoiceFields
        form={form}
        commercial={commercial}
        lookup={lookup}
        showErrors={attempted}
        serverErrors={fromServer}
        autoFocus={focusInvoice}
      />

      <fieldset className="info-form__group">
        <legend>Change password (optional)</legend>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={form.password}
          onChange={(password) => change({ password })}
          aria-describedby="account-password-rules"
          {...fieldProps('password')}
        />
        <PasswordGuidelineList
          id="account-password-rules"
          password={form.password}
          lowercase={accountMessages.passwordLowercaseLine}
        />
        {form.password !== '' ? (
          // A signed-in change needs the current password (design.md §8), asked for only with a new one.
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            value={form.current_password ?? ''}
            onChange={(current_password) => change({ current_password })}
            isRequired
            {...fieldProps('current_password')}
          />
        ) : null}
      </fieldset>

      {editing && !canSave ? <p className="info-form__hint">{accountMessages.accountSaveHint}</p> : null}
      <FormActions
        submitLabel={accountMessages.saveChangesAccount}
        onCancel={() => actor.send({ type: 'edit.cancel' })}
        canSubmit={canSave}
        pending={saving}
        pendingLabel="Saving your account…"
        cancelDisabled={!editing}
        done={saved}
      />
    </form>
  );
}
