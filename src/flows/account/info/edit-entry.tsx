// The buttons of the account cards that open the Edit Account Information modal, and the card they head:
// the pressed one shows the wait while the machine refetches the account, the others wait disabled.
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { AccountEditActor, useAccountEditSelector } from './account-edit-context';

/** Which button opened the edit modal: it shows the wait, and the invoice card's puts the focus on the invoice options. */
export type Entry = 'edit' | 'contact' | 'invoice';

export interface EntryProps {
  entry: Entry;
  onEntry: (entry: Entry) => void;
}

/** A button that opens the Edit Account Information modal (the machine refetches the account first). */
export function EditButton({
  entry,
  onEntry,
  opens,
  label,
  children,
  variant = 'secondary',
}: EntryProps & {
  opens: Entry;
  label?: string;
  children: ReactNode;
  variant?: 'secondary' | 'quiet';
}) {
  const actor = AccountEditActor.useActorRef();
  const loading = useAccountEditSelector((s) => s.matches('loading'));
  const waiting = loading && entry === opens;
  return (
    <>
      {waiting ? <Spinner label="Loading your account…" /> : null}
      <Button
        variant={variant}
        aria-label={label}
        isPending={waiting}
        isDisabled={loading && !waiting}
        onPress={() => {
          onEntry(opens);
          actor.send({ type: 'edit.open' });
        }}
      >
        {children}
      </Button>
    </>
  );
}

/** An info card whose Edit button opens the Edit Account Information modal. */
export function EditableCard({
  title,
  entry,
  opens,
  label,
  children,
}: {
  title: string;
  entry: EntryProps;
  opens: Entry;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      className="info-card"
      actions={
        <EditButton {...entry} opens={opens} label={label}>
          Edit
        </EditButton>
      }
    >
      {children}
    </Card>
  );
}
