// Field offices, add-ons and coupons as the routes need them, and the bridge to the pricing engine.
import type { Db } from '../db/db';
import { HttpError } from '../http';
import { calculatePrice, cents, type BasePrices, type Coupon, type CouponKind, type OfficePricing, type PriceInput, type PriceOutcome } from './pricing';

export interface OfficeRow {
  uuid: string; name: string; city: string; state: string; zip_codes: string[]; close: boolean;
  additional_cleaning_area_price_cents: number; annual_prepay_discount: number; sales_tax_bp: number;
  stax_public_apikey: string; base_prices: BasePrices; owner_user_uuid: string | null;
}
export interface AddOnRow { uuid: string; field_office_uuid: string; name: string; cost_per_visit_cents: number; priority: number; is_active: boolean }

export async function getOffice(db: Db, uuid: string): Promise<OfficeRow | null> {
  return (await db.query<OfficeRow>('SELECT * FROM field_offices WHERE uuid = $1', [uuid]))[0] ?? null;
}

export async function officeForZip(db: Db, zip: string, includeClosed = false): Promise<OfficeRow | null> {
  const rows = await db.query<OfficeRow>('SELECT * FROM field_offices WHERE $1 = ANY(zip_codes) ORDER BY name', [zip]);
  return rows.find((r) => includeClosed || !r.close) ?? null;
}

export async function addOnsOf(db: Db, officeUuid: string): Promise<AddOnRow[]> {
  return db.query<AddOnRow>('SELECT * FROM add_ons WHERE field_office_uuid = $1 ORDER BY priority, name', [officeUuid]);
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
    add_on: addOns.map((a) => ({ uuid: a.uuid, name: a.name, cost_per_visit: cents(a.cost_per_visit_cents), priority: a.priority, is_active: a.is_active })),
  };
}

export async function findCoupon(db: Db, code: string): Promise<Coupon | null> {
  const rows = await db.query<{ code: string; kind: CouponKind; value: number; expires_on: string | Date | null }>(
    'SELECT code, kind, value, expires_on FROM coupons WHERE upper(code) = upper($1)', [code.trim()]);
  const r = rows[0];
  if (!r) return null;
  const exp = r.expires_on === null ? null : r.expires_on instanceof Date ? r.expires_on.toISOString().slice(0, 10) : String(r.expires_on).slice(0, 10);
  return { code: r.code, kind: r.kind, value: r.value, expiresOn: exp };
}

export function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Prices a quote for an office; unknown office → 400 under field_office_uuid. */
export async function priceQuote(db: Db, officeUuid: string, input: PriceInput, now: Date): Promise<PriceOutcome & { ok: true }> {
  const office = await getOffice(db, officeUuid);
  if (!office || office.close) throw new HttpError(400, { field_office_uuid: ['Unknown field office.'] });
  const addOns = await addOnsOf(db, officeUuid);
  const pricing: OfficePricing = {
    basePrices: office.base_prices,
    additionalAreaCents: office.additional_cleaning_area_price_cents,
    annualPrepayDiscount: office.annual_prepay_discount,
    salesTaxBp: office.sales_tax_bp,
    addOns: addOns.map((a) => ({ uuid: a.uuid, name: a.name, costCents: a.cost_per_visit_cents, isActive: a.is_active })),
  };
  const code = input.coupon_code?.trim();
  const coupon = code ? await findCoupon(db, code) : null;
  const out = calculatePrice(pricing, input, coupon, today(now));
  if (!out.ok) throw new HttpError(400, out.errors);
  return out;
}
