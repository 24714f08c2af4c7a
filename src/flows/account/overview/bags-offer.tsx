// The doggie-bag offer (spec 3 §2.1, residential only): 200 bags for $8.99 brought with the next visit.
// The card is plain; the purchase (the add-bags machine and its confirmation, bags-flow.tsx) is loaded
// when the customer points at, focuses or presses the button, and then asks for confirmation (with
// several services, which service's next visit brings them), posts /service/add_bags/ and toasts.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { serviceOrdersQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { BAGS_COUNT, BAGS_PRICE } from '../../../domain/constants';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { lazyWithRetry } from '../../../ui/lazy';
import { LoadBoundary } from '../../../ui/retry-boundary';
import type { AccountUserProps } from '../account-nav';
import { slashedDate } from './format';
import { addressLine, isCommercialOrder } from '../shared/service-facts';
import { accountMessages } from '../../../domain/account-messages';

const BagsFlow = lazyWithRetry(() => import('./bags-flow').then((m) => m.default));
const preload = () => void BagsFlow.preload();

/** '200 bags for $8.99' (spec 3 §2.1, §9). */
export const BAGS_OFFER = `${BAGS_COUNT} bags for $${BAGS_PRICE}`;

export function BagsOffer({ user }: { user: AccountUserProps }) {
  const api = useApi();
  // Bags come with residential visits only (spec 3 §6; the server refuses a commercial service).
  const orders = useSuspenseQuery(serviceOrdersQuery(api, user.uuid)).data.filter((o) => !isCommercialOrder(o));
  const [opens, setOpens] = useState(0);
  if (orders.length === 0) return null;
  return (
    <Card title="Doggie bags" className="overview-bags">
      <p className="overview-bags__offer">{BAGS_OFFER}</p>
      <p>{accountMessages.overviewBagsIntro}</p>
      {opens > 0 ? (
        <LoadBoundary>
          <BagsFlow
            userUuid={user.uuid}
            offer={BAGS_OFFER}
            opens={opens}
            choices={orders.map((o) => ({
              uuid: o.uuid,
              address: addressLine(o.service_address),
              nextVisit: slashedDate(o.next_service_date),
            }))}
          />
        </LoadBoundary>
      ) : null}
      <div>
        <Button onHoverStart={preload} onFocus={preload} onPress={() => setOpens((n) => n + 1)}>
          Add {BAGS_COUNT} bags
        </Button>
      </div>
    </Card>
  );
}
