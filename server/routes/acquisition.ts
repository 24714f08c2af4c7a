// Public acquisition flow: ZIP lookup, pricing, leads, commercial enquiry chain, orders and enquiries, one
// module per resource (acquisition/*.ts).
import type { Handlers } from '../http';
import { handlers as commercialQuotes } from './acquisition/commercial-quotes';
import { handlers as leads } from './acquisition/leads';
import { handlers as orders } from './acquisition/orders';
import { handlers as pricing } from './acquisition/pricing';

export const handlers: Handlers = { ...leads, ...pricing, ...commercialQuotes, ...orders };
