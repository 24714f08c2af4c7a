// The saved cards as tiles (spec 3 §2.5): brand, •••• and the last four, expiry MM/YYYY, the holder's
// name, the billing address (commercial: the service it pays for), Edit and Delete; then the
// 'Add another credit card' tile. A card whose delete succeeded (is_deleted) is no longer shown.
// Two cards of the same brand and last four (a replacement card) are told apart by their expiry in
// the tile's name, as the buttons and the delete question do (regions must be named uniquely).
import { useRef } from 'react';
import { Button } from '../../../ui/button';
import { Card, Facts } from '../../../ui/card';
import { accountMessages } from '../../../domain/account-messages';
import type { SavedCard } from '../../../../machines/card/card.machine';
import { addressText, brandLabel, cardLabel, expirySuffix, expiryText, orderLabel, twinCards } from './billing-model';
import { CardActor } from './card-context';
import { useFocusAfterRemoval } from '../shared/use-focus-after-removal';

export function CardList() {
  const cards = CardActor.useSelector((s) => s.context.cards);
  const deleting = CardActor.useSelector((s) => (s.matches('deleting') ? s.context.targetUuid : null));
  const actor = CardActor.useActorRef();
  const shown = cards.filter((c) => !c.is_deleted);
  const title = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(cards.length - shown.length, title);
  const twins = twinCards(shown);
  return (
    <section className="billing__cards" aria-labelledby="billing-cards-title">
      <h2 ref={title} tabIndex={-1} id="billing-cards-title" className="billing__title">
        {accountMessages.savedCardsTitle}
      </h2>
      {shown.length === 0 ? <p className="billing__empty">{accountMessages.noSavedCards}</p> : null}
      <ul className="billing__grid">
        {shown.map((card) => (
          <li key={card.uuid}>
            <CardTile card={card} deleting={deleting === card.uuid} twin={twins.has(card.uuid)} />
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            className="billing-tile billing-tile--add"
            onPress={() => actor.send({ type: 'card.add' })}
          >
            <span aria-hidden="true" className="billing-tile__plus">
              +
            </span>
            {accountMessages.addAnotherCreditCard}
          </Button>
        </li>
      </ul>
    </section>
  );
}

function CardTile({ card, deleting, twin }: { card: SavedCard; deleting: boolean; twin: boolean }) {
  const actor = CardActor.useActorRef();
  const commercial = CardActor.useSelector((s) => s.context.commercial);
  const orders = CardActor.useSelector((s) => s.context.serviceOrders);
  const orderIndex = orders.findIndex((o) => o.uuid === card.service_order_uuid);
  const order = orders[orderIndex];
  const name = cardLabel(card);
  const title = (
    <>
      {brandLabel(card.card_type)} <span aria-hidden="true">••••</span>
      <span className="visually-hidden">ending in</span> {card.card_last_four}
      {twin ? <span className="visually-hidden">{expirySuffix(card)}</span> : null}
    </>
  );
  return (
    <Card title={title} level={3} className="billing-tile">
      <Facts
        rows={[
          { label: 'Expires', value: expiryText(card) },
          { label: 'Name on card', value: card.card_holder_name },
          { label: 'Billing address', value: addressText(card.address) },
          ...(commercial && order ? [{ label: 'Pays for', value: orderLabel(order, orderIndex) }] : []),
        ]}
      />
      <div className="billing-tile__actions">
        <Button
          variant="secondary"
          aria-label={`Edit ${name}`}
          onPress={() => actor.send({ type: 'card.edit', uuid: card.uuid })}
        >
          Edit
        </Button>
        <Button
          variant="quiet"
          aria-label={`Delete ${name}`}
          isPending={deleting}
          onPress={() => actor.send({ type: 'card.delete', uuid: card.uuid })}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
