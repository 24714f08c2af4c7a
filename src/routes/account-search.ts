// /account's search parameters (?tab=&service=&request=&ticket=&page=), checked before the guard reads them,
// through valibot as /login's and /reset-password's are (router.tsx).
import * as v from 'valibot';
import { ACCOUNT_TABS } from '../domain/account-enums';

const REQUESTS = ['request_one_time_service', 'edit_existing_service'] as const;

/** A parameter that is dropped (undefined) when it is missing or malformed: never an error page. */
const dropped = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** /account's search: anything malformed is dropped, and the guard then picks the first tab. */
export const accountSearch = v.object({
  tab: dropped(v.picklist(Object.values(ACCOUNT_TABS))),
  service: dropped(v.pipe(v.string(), v.uuid())),
  request: dropped(v.picklist(REQUESTS)),
  ticket: dropped(v.pipe(v.string(), v.uuid())),
  // Page 1 is the list without a page parameter; 10,000 bounds what a hand-typed URL asks the server for.
  page: dropped(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(10_000))),
});
export type AccountSearchParams = v.InferOutput<typeof accountSearch>;
