// Public acquisition flow, pricing: the price calculator, the frequencies' price ranges and the first
// cleaning days an office offers.
import type { Handlers } from '../../http';
import { badRequest, notFound, ok } from '../../http';
import { getOffice, officeForZip, priceQuote, today } from '../../services/catalog';
import { frequencyPriceRange, initialCleaningDays, type PriceInput } from '../../services/pricing';
import { assertQuoteComplete } from './shared';

export const handlers: Handlers = {
  async fieldOfficeFrequencyPricingRange(ctx) {
    const o = await getOffice(ctx.db, ctx.params.id as string);
    if (!o) throw notFound();
    return ok({ pricing_range: frequencyPriceRange(o.base_prices) });
  },

  async fieldOfficeInitialCleanningDays(ctx) {
    const byUuid =
      typeof ctx.query.franchises_uuid === 'string' ? await getOffice(ctx.db, ctx.query.franchises_uuid) : null;
    const office =
      byUuid ?? (typeof ctx.query.zip_code === 'string' ? await officeForZip(ctx.db, ctx.query.zip_code) : null);
    if (!office || office.close) throw badRequest({ zip_code: ['No field office serves this ZIP code.'] });
    return ok(initialCleaningDays(today(ctx.now)));
  },

  async pricingCalculatorCreate(ctx) {
    const b = ctx.body as PriceInput & { field_office_uuid: string };
    assertQuoteComplete(b);
    const out = await priceQuote(ctx.db, b.field_office_uuid, b, ctx.now);
    return ok(out.price);
  },
};
