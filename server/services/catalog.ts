// Field offices, add-ons and coupons as the routes need them, and the bridge to the pricing engine.
import type { Db } from '../db/db';
import { HttpError } from '../http';
import {
  calculatePrice,
  cents,
  PROPERTY_TYPES,
  type BasePrices,
  type Coupon,
  type CouponKind,
  type OfficePricing,
  type PriceInput,
  type PriceOutcome,
} from './pricing';

export interface OfficeRow {
  uuid: string;
  name: string;
  city: string;
  state: string;
  zip_codes: string[];
  close: boolean;
  additional_cleaning_area_price_cents: number;
  annual_prepay_discount: number;
  sales_tax_bp: number;
  stax_public_apikey: string;
  base_prices: BasePrices;
  owner_user_uuid: string | null;
  /** IANA time zone: the office's "today" (officeToday). */
  time_zone: string;
}
export interface AddOnRow {
  uuid: string;
  field_office_uuid: string;
  name: string;
  cost_per_visit_cents: number;
  priority: number;
  is_active: boolean;
}

/**
 * Offices, add-ons and coupons are reference data read by every quote: they are cached per
 * database for a few seconds (PGlite answers a query in ~1.4 ms; a price needs three).
 */
const CATALOG_TTL_MS = 5000;
interface Catalog {
  at: number;
  offices: OfficeRow[];
  addOns: AddOnRow[];
  coupons: Coupon[];
}
/** Keyed by the database (a transaction's handle shares its database's entry). A transaction never waits
 * for a load in flight (`loading`): under PGlite one waiting for another handle's query would wait forever. */
const catalogs = new WeakMap<Db, Catalog>();

async function loadCatalog(db: Db): Promise<Catalog> {
  const offices = await db.query<OfficeRow>('SELECT * FROM field_offices ORDER BY name');
  const addOns = await db.query<AddOnRow>('SELECT * FROM add_ons ORDER BY priority, name');
  const rows = await db.query<{ code: string; kind: CouponKind; value: number; expires_on: string | Date | null }>(
    'SELECT code, kind, value, expires_on FROM coupons',
  );
  const coupons = rows.map((r) => ({
    code: r.code,
    kind: r.kind,
    value: r.value,
    expiresOn:
      r.expires_on === null
        ? null
        : r.expires_on instanceof Date
          ? r.expires_on.toISOString().slice(0, 10)
          : String(r.expires_on).slice(0, 10),
  }));
  return { at: Date.now(), offices, addOns, coupons };
}

/**
 * Loads in flight outside transactions, by database: when the catalog is old, the requests that find it
 * so (ten at once under load) share one load instead of queueing ten behind each other on PGlite.
 */
const loading = new WeakMap<Db, Promise<Catalog>>();

export async function catalog(db: Db): Promise<Catalog> {
  const key = db.root ?? db;
  const got = catalogs.get(key);
  if (got && Date.now() - got.at < CATALOG_TTL_MS) return got;
  if (db.inTransaction) {
    const fresh = await loadCatalog(db);
    catalogs.set(key, fresh);
    return fresh;
  }
  let load = loading.get(key);
  if (!load) {
    load = loadCatalog(db)
      .then((fresh) => {
        catalogs.set(key, fresh);
        return fresh;
      })
      .finally(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

export async function getOffice(db: Db, uuid: string): Promise<OfficeRow | null> {
  return (await catalog(db)).offices.find((o) => o.uuid === uuid) ?? null;
}

export async function officeForZip(db: Db, zip: string, includeClosed = false): Promise<OfficeRow | null> {
  return (await catalog(db)).offices.find((o) => o.zip_codes.includes(zip) && (includeClosed || !o.close)) ?? null;
}

export async function addOnsOf(db: Db, officeUuid: string): Promise<AddOnRow[]> {
  return (await catalog(db)).addOns.filter((a) => a.field_office_uuid === officeUuid);
}

export function officeJson(o: OfficeRow, addOns: AddOnRow[], zip?: string) {
  return {
    uuid: o.uuid,
    name: o.name,
    city: o.city,
    state: o.state,
    ...(zip ? { zipcode: zip } : {}),
    annual_prepay_discount: cents(o.annual_prepay_discount * 100),
    stax_public_apikey: o.stax_public_apikey,
    additional_cleaning_area_price: cents(o.additional_cleaning_area_price_cents),
    add_on: addOns.map((a) => ({
      uuid: a.uuid,
      name: a.name,
      cost_per_visit: cents(a.cost_per_visit_cents),
      priority: a.priority,
      is_active: a.is_active,
    })),
  };
}

export async function findCoupon(db: Db, code: string): Promise<Coupon | null> {
  const wanted = code.trim().toUpperCase();
  return (await catalog(db)).coupons.find((c) => c.code.toUpperCase() === wanted) ?? null;
}

export function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The zone of "today" when neither the account nor its services name an office (the company's support hours are ET). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The date (YYYY-MM-DD) in an office's time zone: "today" of the account area's date rules. */
export function officeToday(now: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Prices a quote for an office; unknown office → 400 under field_office_uuid. */
export async function priceQuote(
  db: Db,
  officeUuid: string,
  input: PriceInput,
  now: Date,
): Promise<PriceOutcome & { ok: true }> {
  const office = await getOffice(db, officeUuid);
  if (!office || office.close) throw new HttpError(400, { field_office_uuid: ['Unknown field office.'] });
  // 'commercial' is a valid PropertyType of stored services, but community service is priced by proposal.
  if (!(PROPERTY_TYPES as readonly string[]).includes(input.property_type))
    throw new HttpError(400, { property_type: ['Community service is priced by proposal, not by the calculator.'] });
  const addOns = await addOnsOf(db, officeUuid);
  const pricing: OfficePricing = {
    basePrices: office.base_prices,
    additionalAreaCents: office.additional_cleaning_area_price_cents,
    annualPrepayDiscount: office.annual_prepay_discount,
    salesTaxBp: office.sales_tax_bp,
    addOns: addOns.map((a) => ({
      uuid: a.uuid,
      name: a.name,
      costCents: a.cost_per_visit_cents,
      isActive: a.is_active,
    })),
  };
  const code = input.coupon_code?.trim();
  const coupon = code ? await findCoupon(db, code) : null;
  const out = calculatePrice(pricing, input, coupon, today(now));
  if (!out.ok) throw new HttpError(400, out.errors);
  return out;
}
