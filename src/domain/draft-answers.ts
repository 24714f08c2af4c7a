// The session entries a flow draft keeps (src/flows/shared/acquisition-store.ts keys): the client sends only these
// to PUT resume/draft/, and the server stores only these. One list for both sides.
export const DRAFT_ANSWER_KEYS = [
  'acq.area',
  'acq.lead',
  'acq.commercial',
  'acq.price_range',
  'acq.channel',
  'acq.scorpion_id',
  'flow.quote',
  'flow.quote.origin',
  'flow.checkout',
  'flow.commercial',
] as const;
