// Sandbox implementation of the CardFields port (design §7), used when the public key starts with
// 'sandbox' (the demo offices): plain number and CVV inputs rendered by the app, tokenized by the
// reference server's POST /sandbox/tokenize/ (Luhn check; 4111111111111111 succeeds). The number and
// CVV live only in the component's state for the life of the form: never stored or persisted.
import type { ApiClient } from '../../api-context';
import { CardRefusedError } from './card-fields';
import type { CardFieldsController, CardToken, CardTokenDetails } from './card-fields';

/** Luhn checksum over 12–19 digits: what the hosted field would call "complete". */
export function isCardNumberComplete(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const isCvvComplete = (cvv: string): boolean => /^\d{3,4}$/.test(cvv);

/** A controller reading the current number and CVV through `read` at tokenize time. */
export function createSandboxCardFields(
  api: ApiClient,
  read: () => { number: string; cvv: string },
): CardFieldsController {
  return {
    async tokenize(details: CardTokenDetails): Promise<CardToken | null> {
      const { number, cvv } = read();
      const { data, error } = await api.POST('/sandbox/tokenize/', {
        body: {
          card_number: number,
          card_cvv: cvv,
          card_exp_month: details.month,
          card_exp_year: details.year,
          firstname: details.firstname,
          lastname: details.lastname,
          person_name: details.person_name,
          address_1: details.address_1,
          address_city: details.address_city,
          address_state: details.address_state,
          address_zip: details.address_zip,
          ...(details.email ? { email: details.email } : {}),
          ...(details.phone ? { phone: details.phone } : {}),
          method: 'card',
          customer_id: details.customer_id ?? null,
        },
      });
      if (error) throw new CardRefusedError(error);
      if (!data?.id) return null;
      return { id: data.id, card_last_four: data.card_last_four };
    },
  };
}
