// Billing Information (spec 3 §2.5; tab 4, all users): the saved cards as tiles with Edit and Delete,
// the 'Add another credit card' tile, the billing addresses, the Add / Edit Credit Card modal and the
// delete confirmation, all on one `card` machine. The tab reads GET get_user_billing_tab once here; each
// later read (after a save or a delete) reaches the machine as card.sync. What the customer entered
// in the open modal survives a reload (shared/modal-draft.ts), except what the hosted fields hold.
import { useEffect, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { SnapshotFrom } from 'xstate';
import { cardMachine } from '../../../../machines/card/card.machine';
import { emptyHosted } from '../../../../machines/card/card.schema';
import type { CardFieldsController } from '../../../adapters/card-fields/card-fields';
import { billingTabQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { inspect } from '../../../inspect';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { useAccount } from '../shared/use-account';
import { useDraftSnapshot, useModalDraft } from '../shared/modal-draft';
import { createCardImplementations } from './actors';
import { AddressList } from './address-list';
import { toBillingData } from './billing-model';
import type { BillingTab as BillingTabData } from './billing-model';
import { CardActor, isSending } from './card-context';
import { CardList } from './card-list';
import { CardModal } from './card-modal';
import { DeleteCardDialog } from './delete-card-dialog';
import '../../../styles/account-info.css';
import '../../../styles/account-billing.css';

type CardSnapshot = SnapshotFrom<typeof cardMachine>;

/**
 * The card modal's draft: the holder name, expiry, chosen billing address, the addresses added in the
 * modal and the add-address view's entries (the expiry is the form's own field, shown on the tiles; it
 * is not what the hosted fields guard). Never the card number or CVV: they live in the provider's
 * fields and never reach the machine; what those fields reported (complete or not) and a token are
 * dropped, so the restored form waits for the fields again. The last try's messages are dropped too.
 */
const CARD_DRAFT = {
  editable: (s: CardSnapshot) => (s.matches('adding') || s.matches('editing')) && !isSending(s),
  pending: isSending,
  clean: (persisted: Record<string, unknown>) => {
    const value = persisted.value as { adding?: string } | string;
    const context = persisted.context as Record<string, unknown>;
    return {
      ...persisted,
      // The hosted fields load again after a reload: the form waits for them as when it opened.
      value: typeof value === 'object' && value.adding === 'form' ? { adding: 'loadingFields' } : value,
      context: { ...context, hosted: emptyHosted, token: null, errors: {} },
    };
  },
};

/** One draft per user: the tab holds one modal at a time (the card being edited is in the draft). */
const cardDraft = (user: AccountUserProps) => `card.${user.uuid}`;

export default function BillingTab({ user }: { user: AccountUserProps; nav: AccountNav }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const account = useAccount(user);
  const { data } = useSuspenseQuery(billingTabQuery(api, user.uuid));
  // The hosted fields' controller: set by the open Add Credit Card form, read by the tokenize actor.
  const [controllerRef] = useState(() => ({ current: null as CardFieldsController | null }));
  const [logic] = useState(() =>
    cardMachine.provide(
      createCardImplementations({
        api,
        queryClient,
        userUuid: user.uuid,
        card: controllerRef,
        account: { email: account.email, stax_customer: account.stax_customer ?? null },
      }),
    ),
  );
  const [input] = useState(() => ({
    ...toBillingData(data),
    publicKey: account.field_office?.stax_public_apikey ?? null,
    userUuid: user.uuid,
    commercial: user.commercial,
  }));
  const restored = useDraftSnapshot(logic, cardDraft(user), { now: input });
  return (
    <CardActor.Provider logic={logic} options={{ input, ...restored, inspect }}>
      <Sync data={data} />
      <Draft name={cardDraft(user)} />
      <div className="billing">
        <CardList />
        <AddressList />
      </div>
      <CardModal controllerRef={controllerRef} />
      <DeleteCardDialog />
    </CardActor.Provider>
  );
}

/** Keeps the open modal's entries for a reload. */
function Draft({ name }: { name: string }) {
  useModalDraft(CardActor.useActorRef(), name, CARD_DRAFT);
  return null;
}

/** Each new read of the tab reaches the machine (the list after a save, a delete or a failed delete). */
function Sync({ data }: { data: BillingTabData }) {
  const actor = CardActor.useActorRef();
  useEffect(() => {
    actor.send({ type: 'card.sync', data: toBillingData(data) });
  }, [actor, data]);
  return null;
}
