// Commercial customers (spec 3 §2.5, §6): which service location a new card pays for (POST
// service_order_uuid); picking one brings its billing address when none is chosen. An edited card
// shows the service it pays for (the PATCH cannot move it).
import { accountMessages } from '../../../domain/account-messages';
import { Select } from '../../../ui/select';
import { orderLabel } from './billing-model';
import { CardActor } from './card-context';

export function ServicePicker() {
  const actor = CardActor.useActorRef();
  const commercial = CardActor.useSelector((s) => s.context.commercial);
  const orders = CardActor.useSelector((s) => s.context.serviceOrders);
  const adding = CardActor.useSelector((s) => s.matches('adding'));
  const chosen = CardActor.useSelector((s) => s.context.form.service_order_uuid);
  const error = CardActor.useSelector((s) => s.context.errors.service_order_uuid);
  if (!commercial || orders.length === 0) return null;
  if (!adding) {
    const index = orders.findIndex((o) => o.uuid === chosen);
    const order = orders[index];
    return order ? (
      <p className="billing-form__hint">
        {accountMessages.cardServiceLabel}: {orderLabel(order, index)}
      </p>
    ) : null;
  }
  return (
    <Select
      label={accountMessages.cardServiceLabel}
      placeholder="Select a service location"
      options={orders.map((o, i) => ({ id: o.uuid, label: orderLabel(o, i) }))}
      value={chosen}
      onChange={(service_order_uuid) => actor.send({ type: 'card.change', values: { service_order_uuid } })}
      isRequired
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}
