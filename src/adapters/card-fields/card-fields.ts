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
  /**
   * Resolves with the token, or null when the provider returned nothing (spec: logged, no message).
   * Rejects with CardRefusedError when the provider refused the details (its field messages: the
   * account's card form toasts them, spec 3 §8), or with whatever else the provider threw.
   */
  tokenize(details: CardTokenDetails): Promise<CardToken | null>;
}

/** The provider refused the card's details; `details` is its answer (DRF-style field messages). */
export class CardRefusedError extends Error {
  readonly details: unknown;
  constructor(details: unknown) {
    super('The card provider refused the card');
    this.name = 'CardRefusedError';
    this.details = details;
  }
}

/** The demo offices' key is 'sandbox'; any key starting with it uses the reference server's tokenizer. */
export function isSandboxKey(publicKey: string | null | undefined): boolean {
  return typeof publicKey === 'string' && publicKey.startsWith('sandbox');
}
