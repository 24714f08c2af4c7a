// Stax.js implementation of the CardFields port (design §7). The script is loaded on first use from
// staxjs.staxpayments.com (CSP allows that host only when a real key is configured), then
// `new StaxJs(key, { number: { id }, cvv: { id } })` renders the number and CVV iframes into the two
// containers; `card_form_complete` / `card_form_uncomplete` say whether both are valid.
import type { CardFieldsController, CardToken, CardTokenDetails } from './card-fields';

export const STAX_SCRIPT_URL = 'https://staxjs.staxpayments.com/stax.js?nocache=2';

interface StaxFieldOptions {
  id: string;
  placeholder?: string;
  style?: string;
  type?: string;
  format?: string;
}
interface StaxJsInstance {
  showCardForm(): Promise<unknown>;
  on(event: 'card_form_complete' | 'card_form_uncomplete', handler: (message: unknown) => void): void;
  tokenize(
    details: CardTokenDetails & { method: 'card' },
  ): Promise<{ id?: string; card_last_four?: string } | null | undefined>;
}
type StaxJsConstructor = new (
  key: string,
  fields: { number: StaxFieldOptions; cvv: StaxFieldOptions },
) => StaxJsInstance;

let loading: Promise<StaxJsConstructor> | null = null;

/** Loads Stax.js once per page; a failed load can be retried. */
export function loadStaxJs(doc: Document = document): Promise<StaxJsConstructor> {
  const existing = (globalThis as { StaxJs?: StaxJsConstructor }).StaxJs;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<StaxJsConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = STAX_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const ctor = (globalThis as { StaxJs?: StaxJsConstructor }).StaxJs;
      if (ctor) resolve(ctor);
      else reject(new Error('Stax.js loaded without StaxJs'));
    };
    script.onerror = () => reject(new Error('Stax.js failed to load'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const FIELD_STYLE = 'width: 100%; height: 100%; font-size: 16px; border: 0; outline: 0;';

/** Mounts the hosted fields into the elements with these ids and reports completeness. */
export async function createStaxCardFields(
  publicKey: string,
  ids: { number: string; cvv: string },
  onCompleteChange: (complete: boolean) => void,
): Promise<CardFieldsController> {
  const StaxJs = await loadStaxJs();
  const stax = new StaxJs(publicKey, {
    number: {
      id: ids.number,
      placeholder: '0000 0000 0000 0000',
      style: FIELD_STYLE,
      type: 'text',
      format: 'prettyFormat',
    },
    cvv: { id: ids.cvv, placeholder: 'CVV', style: FIELD_STYLE, type: 'text' },
  });
  stax.on('card_form_complete', () => onCompleteChange(true));
  stax.on('card_form_uncomplete', () => onCompleteChange(false));
  await stax.showCardForm();
  return {
    async tokenize(details): Promise<CardToken | null> {
      const response = await stax.tokenize({
        ...details,
        customer_id: details.customer_id ?? undefined,
        method: 'card',
      } as CardTokenDetails & { method: 'card' });
      if (!response?.id) return null;
      return { id: response.id, card_last_four: response.card_last_four ?? null };
    },
  };
}
