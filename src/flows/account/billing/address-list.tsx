// The stored billing addresses (spec 3 §2.5): the addresses of the saved cards and of the services'
// billing, as the server lists them. New ones are added with a card (the modal's add-address view).
import { Card } from '../../../ui/card';
import { accountMessages } from '../../../domain/account-messages';
import { addressText } from './billing-model';
import { CardActor } from './card-context';

export function AddressList() {
  const addresses = CardActor.useSelector((s) => s.context.addresses);
  return (
    <Card title={accountMessages.billingAddressesTitle} className="billing__addresses">
      {addresses.length === 0 ? (
        <p className="billing__empty">{accountMessages.noBillingAddresses}</p>
      ) : (
        <ul className="billing__address-list">
          {addresses.map((a) => (
            <li key={`${a.address}|${a.zip_code}`}>{addressText(a)}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
