/**
 * The one address shape of the app (spec 2 §3 service_address, spec 3 §3 billing and invoice
 * addresses, the community sample address): four strings, and the map point when the address was
 * picked from search. Every form, machine and adapter uses this type; it is inferred from the schema,
 * so the two cannot drift.
 */
import * as v from 'valibot';

export const geoLocationSchema = v.object({ latitude: v.number(), longitude: v.number() });

export const addressSchema = v.object({
  address: v.string(),
  city: v.string(),
  state: v.string(),
  zip_code: v.string(),
  geo_location: v.optional(v.nullable(geoLocationSchema)),
});

export type Address = v.InferOutput<typeof addressSchema>;

export const emptyAddress: Address = { address: '', city: '', state: '', zip_code: '' };

/** Every one of the four parts is filled in (blank space does not count). */
export function isAddressComplete(a: Address | null | undefined): a is Address {
  return a != null && [a.address, a.city, a.state, a.zip_code].every((p) => p.trim() !== '');
}

/** One line for summaries: '12 Elm St, Springfield, IL 62701'. */
export function formatAddressLine(a: Address): string {
  return `${a.address}, ${a.city}, ${a.state} ${a.zip_code}`;
}
