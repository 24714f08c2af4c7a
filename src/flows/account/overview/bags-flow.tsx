// The doggie-bag purchase, driven by the add-bags machine: started the first time the customer asks
// for bags (its own chunk, with the confirmation dialog, so the machine and the modal stay out of
// /account's first JavaScript). Every press of the offer's button (`opens` grows) sends bags.open.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActor } from '@xstate/react';
import { addBagsMachine } from '../../../../machines/add-bags/add-bags.machine';
import { accountQueryKeys } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { inspect } from '../../../inspect';
import { BAGS_PRICE } from '../../../domain/constants';
import { createAddBagsImplementations } from './actors';
import BagsDialog from './bags-dialog';
import type { BagsChoice } from './bags-dialog';
import { accountMessages } from '../../../domain/account-messages';

export interface BagsFlowProps {
  userUuid: string;
  offer: string;
  choices: BagsChoice[];
  /** How many times the offer's button was pressed. */
  opens: number;
}

export default function BagsFlow({ userUuid, offer, choices, opens }: BagsFlowProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    addBagsMachine.provide(
      createAddBagsImplementations(api, () => {
        void queryClient.invalidateQueries({ queryKey: accountQueryKeys.serviceOrders(userUuid) });
      }),
    ),
  );
  const [snapshot, send] = useActor(machine, {
    input: { orderUuids: choices.map((c) => c.uuid), price: BAGS_PRICE },
    inspect,
  });
  useEffect(() => {
    if (opens > 0) send({ type: 'bags.open' });
  }, [opens, send]);

  const buying = snapshot.matches('buying');
  const { selected, added } = snapshot.context;
  return (
    <>
      {added ? <p className="overview-bags__added">{added.detail ?? accountMessages.overviewBagsAdded}</p> : null}
      {snapshot.matches('confirming') || buying ? (
        <BagsDialog
          offer={offer}
          orders={choices}
          selected={selected}
          buying={buying}
          canConfirm={snapshot.can({ type: 'bags.confirm' })}
          onSelect={(uuid) => send({ type: 'bags.select', uuid })}
          onConfirm={() => send({ type: 'bags.confirm' })}
          onCancel={() => send({ type: 'bags.cancel' })}
        />
      ) : null}
    </>
  );
}
