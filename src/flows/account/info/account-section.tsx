// The Account Info and Invoice Address cards (spec 3 §2.2) with their modals: Edit Account Information
// (account-edit machine; opened by Edit, Update Contact Details and the invoice card's Edit) and Edit
// Authorized Users (authorized-users machine; 'Guest Users' for commercial customers). One read of the
// account serves both cards; the machines refetch and invalidate it.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { accountEditMachine } from '../../../../machines/account-edit/account-edit.machine';
import { authorizedUsersMachine } from '../../../../machines/authorized-users/authorized-users.machine';
import { formatAddressLine } from '../../../../machines/shared/address.schema';
import type { AddressLookup } from '../../../adapters/address/address-lookup';
import { useApi } from '../../../api-context';
import { accountQuery } from '../../../api/account-queries';
import type { components } from '../../../api/schema.gen';
import { PHONE_TYPE_LABELS } from '../../../domain/enums';
import { COMMUNITY_ROLE_LABELS } from '../../../domain/commercial-enums';
import { inspect } from '../../../inspect';
import { Button } from '../../../ui/button';
import { Facts } from '../../../ui/card';
import type { AccountUserProps } from '../account-nav';
import { useDraftSnapshot, useModalDraft } from '../shared/modal-draft';
import { AccountEditActor } from './account-edit-context';
import { EditButton, EditableCard } from './edit-entry';
import type { Entry, EntryProps } from './edit-entry';
import { AccountEditModal } from './account-edit-modal';
import { EDIT_DRAFT, USERS_DRAFT, draftNames } from './drafts';
import { useInfoLogic } from './use-info-logic';
import { createAccountEditImplementations, createAuthorizedUsersImplementations } from './actors';
import { AuthorizedUsersActor, AuthorizedUsersModal } from './authorized-users-modal';
import { accountMessages } from '../../../domain/account-messages';

type AccountInfo = components['schemas']['AccountInfo'];

/** Keeps both modals' drafts (inside their actors' Providers; drafts.ts says what is kept). */
function Drafts({ uuid }: { uuid: string }) {
  useModalDraft(AccountEditActor.useActorRef(), draftNames.accountEdit(uuid), EDIT_DRAFT);
  useModalDraft(AuthorizedUsersActor.useActorRef(), draftNames.authorizedUsers(uuid), USERS_DRAFT);
  return null;
}
export function AccountSection({ user, lookup }: { user: AccountUserProps; lookup: AddressLookup | null }) {
  const api = useApi();
  const account = { uuid: user.uuid, commercial: user.commercial };
  const { data: info } = useSuspenseQuery(accountQuery(api, account));
  const logic = useInfoLogic(user, (deps) => ({
    edit: accountEditMachine.provide(createAccountEditImplementations(deps)),
    users: authorizedUsersMachine.provide(createAuthorizedUsersImplementations(deps)),
  }));
  const editInput = { commercial: user.commercial, fieldOfficeUuid: info.field_office?.uuid ?? '' };
  const drafts = {
    edit: useDraftSnapshot(logic.edit, draftNames.accountEdit(user.uuid), { now: editInput }),
    users: useDraftSnapshot(logic.users, draftNames.authorizedUsers(user.uuid)),
  };
  const [entry, setEntry] = useState<Entry>('edit');
  return (
    <AccountEditActor.Provider logic={logic.edit} options={{ input: editInput, ...drafts.edit, inspect }}>
      <AuthorizedUsersActor.Provider logic={logic.users} options={{ ...drafts.users, inspect }}>
        <Drafts uuid={user.uuid} />
        <AccountInfoCard info={info} commercial={user.commercial} entry={entry} onEntry={setEntry} />
        <InvoiceCard info={info} entry={entry} onEntry={setEntry} />
        <AccountEditModal commercial={user.commercial} lookup={lookup} focusInvoice={entry === 'invoice'} />
        <AuthorizedUsersModal commercial={user.commercial} />
      </AuthorizedUsersActor.Provider>
    </AccountEditActor.Provider>
  );
}

function List({ items, empty }: { items: ReactNode[]; empty: string }) {
  if (items.length === 0) return <span className="info-muted">{empty}</span>;
  return (
    <ul className="info-list">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** The primary entry first, the others in their order. */
const primaryFirst = <T extends { primary: boolean }>(list: readonly T[]) =>
  [...list].sort((a, b) => Number(b.primary) - Number(a.primary));

const phoneLine = (p: AccountInfo['phone_numbers'][number]) => (
  <>
    <a href={`tel:${p.phone}`}>{p.phone}</a>{' '}
    <span className="info-muted">
      {PHONE_TYPE_LABELS[p.type]}
      {p.primary ? ', primary' : ''}
    </span>
  </>
);

function AccountInfoCard({ info, commercial, ...entry }: EntryProps & { info: AccountInfo; commercial: boolean }) {
  const users = AuthorizedUsersActor.useActorRef();
  const usersLabel = commercial ? accountMessages.guestUsers : accountMessages.authorizedUsers;
  const emails = primaryFirst(info.emailaddress_set);
  const phones = primaryFirst(info.phone_numbers);
  const role = info.community_role ? COMMUNITY_ROLE_LABELS[info.community_role] : accountMessages.notProvided;
  const emailLine = (e: (typeof emails)[number]) => (
    <>
      {e.email}
      {e.primary && emails.length > 1 ? <span className="info-muted"> (primary)</span> : null}
    </>
  );
  return (
    <EditableCard title={accountMessages.accountInfoTitle} entry={entry} opens="edit" label="Edit account information">
      <Facts
        rows={[
          { key: 'name', label: 'Primary user', value: `${info.first_name} ${info.last_name}`.trim() },
          ...(commercial
            ? [
                {
                  key: 'community',
                  label: 'Community name',
                  value: info.community_name || accountMessages.notProvided,
                },
                {
                  key: 'company',
                  label: 'Management company',
                  value: info.management_company || accountMessages.notProvided,
                },
                { key: 'role', label: 'Community role', value: role },
              ]
            : []),
          {
            key: 'users',
            label: usersLabel,
            value: <List items={info.authorized_users} empty={accountMessages.noAuthorizedUsers} />,
          },
          { key: 'emails', label: 'Email', value: <List empty={info.email} items={emails.map(emailLine)} /> },
          {
            key: 'phones',
            label: 'Phone',
            value: <List empty={accountMessages.noPhones} items={phones.map(phoneLine)} />,
          },
        ]}
      />
      <div className="info-card__links">
        <Button
          variant="secondary"
          onPress={() => {
            users.send({
              type: 'users.edit',
              names: info.authorized_users,
              emails: info.emailaddress_set,
              primaryEmail: info.email,
            });
            // 'Add': a new entry to type into, dropped on save if left blank.
            if (info.authorized_users.length > 0) users.send({ type: 'users.add' });
          }}
        >
          {commercial ? accountMessages.addGuestUsers : accountMessages.addAuthorizedUsers}
        </Button>
        <EditButton {...entry} opens="contact">
          {accountMessages.updateContactDetails}
        </EditButton>
      </div>
    </EditableCard>
  );
}

function InvoiceCard({ info, ...entry }: EntryProps & { info: AccountInfo }) {
  const onOff = (on: boolean) => (on ? 'On' : 'Off');
  return (
    <EditableCard
      title={accountMessages.invoiceAddressTitle}
      entry={entry}
      opens="invoice"
      label="Edit invoice address"
    >
      <Facts
        rows={[
          { key: 'print', label: accountMessages.printAndMailInvoice, value: onOff(info.is_print_and_mail_invoices) },
          {
            key: 'address',
            label: 'Invoice address',
            value: info.invoice_address ? formatAddressLine(info.invoice_address) : accountMessages.notProvided,
          },
          { key: 'email', label: 'Email invoices', value: onOff(info.is_email_invoice) },
        ]}
      />
    </EditableCard>
  );
}
