// Billing Information (spec 3 §2.5; tab 4, all users): the saved cards as tiles with Edit and Delete,
// the 'Add another credit card' tile, the billing addresses, the Add / Edit Credit Card modal and the
// delete confirmation, all on one `card` machine. The tab reads GET get_user_billing_tab once here; each
// later read (after a save or a delete) reaches the machine as card.sync.
import { useEffect, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { cardMachine } from '../../../../machines/card/card.machine';
import type { CardFieldsController } from '../../../adapters/card-fields/card-fields';
import { billingTabQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { inspect } from '../../../inspect';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { useAccount } from '../shared/use-account';
import { createCardImplementations } from './actors';
import { AddressList } from './address-list';
import { toBillingData } from './billing-model';
import type { BillingTab as BillingTabData } from './billing-model';
import { CardActor } from './card-actor';
import { CardList } from './card-list';
import { CardModal } from './card-modal';
import { DeleteCardDialog } from './delete-card-dialog';
import '../../../styles/account-info.css';
import '../../../styles/account-billing.css';

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
  return (
    <CardActor.Provider logic={logic} options={{ input, inspect }}>
      <Sync data={data} />
      <div className="billing">
        <CardList />
        <AddressList />
      </div>
      <CardModal controllerRef={controllerRef} />
      <DeleteCardDialog />
    </CardActor.Provider>
  );
}

/** Each new read of the tab reaches the machine (the list after a save, a delete or a failed delete). */
function Sync({ data }: { data: BillingTabData }) {
  const actor = CardActor.useActorRef();
  useEffect(() => {
    actor.send({ type: 'card.sync', data: toBillingData(data) });
  }, [actor, data]);
  return null;
}
