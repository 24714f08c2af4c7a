/**
 * The card's expiry and billing address as the card tokenizer takes them (Stax's field names), for
 * the card of the shared fixtures: 12/2030, billed at addressFixture (1 Main St, Raleigh, NC 27601).
 */
export const tokenizerExpiryAndAddress = {
  month: '12',
  year: '2030',
  address_1: '1 Main St',
  address_city: 'Raleigh',
  address_state: 'NC',
  address_zip: '27601',
};
