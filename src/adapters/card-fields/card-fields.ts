// The CardFields port (design §7): card number and CVV are hosted by the card provider, never held by
// the app; the app only asks for a token. Two implementations: Stax.js for a real public key
// (stax.ts) and the reference server's sandbox tokenizer for keys starting with 'sandbox' (sandbox.ts).
// Invariant: no implementation stores or persists the card number or CVV.

/** The details the provider takes with the card (spec 2 §7 'Third-party calls'). */
export interface CardTokenDetails {
  firstname: string;
  lastname: string;
  person_name: string;
  month: string;
  year: string;
  address_1: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  email?: string;
  phone?: string;
  customer_id?: string | null;
}

export interface CardToken {
  /** The payment method id: sent as stax_card_token. */
  id: string;
  card_last_four: string | null;
}

export interface CardFieldsController {
  /** Resolves with the token, or null when the provider returned nothing (spec: logged, no message). */
  tokenize(details: CardTokenDetails): Promise<CardToken | null>;
}

/** The demo offices' key is 'sandbox'; any key starting with it uses the reference server's tokenizer. */
export function isSandboxKey(publicKey: string | null | undefined): boolean {
  return typeof publicKey === 'string' && publicKey.startsWith('sandbox');
}
