// The zip-check machine's actors and effects bound to the API client and the flow's storage
// (design §3.2). Expected outcomes resolve as the machine's tagged results; only a failure to get
// any answer (network, timeout) rejects.
import { fromPromise } from 'xstate';
import type { EnquiryResult, ZipCheckContext, ZipCheckResult } from '../../../machines/zip-check/zip-check.machine';
import type { Area } from '../../../machines/shared/types';
import type { ApiClient } from '../../api-context';
import type { components } from '../../api/schema.gen';
import { toastLines } from '../../api/errors';
import { sessionStore } from '../../session-store';
import { acquisitionStore } from '../shared/acquisition-store';
import type { Navigate } from '../shared/flow-transitions';
import { notifyErrors } from '../shared/notify-errors';

type FieldOffice = components['schemas']['FieldOffice'];

/** The area kept for the session (spec 1 §3 'Area'), from the field office that serves the ZIP. */
export function areaFromOffice(office: FieldOffice, zipcode: string): Area {
  return {
    zipcode: office.zipcode ?? zipcode,
    uuid: office.uuid,
    annual_prepay_discount: office.annual_prepay_discount,
    state: office.state,
    city: office.city,
    stax_public_apikey: office.stax_public_apikey,
    additional_cleaning_area_price: office.additional_cleaning_area_price,
    add_on: office.add_on.map((a) => ({ ...a })),
  };
}

export function createZipCheckImplementations(api: ApiClient, navigate: Navigate) {
  return {
    actors: {
      /** GET field-office?addressable_zip_codes__contains=ZIP&close=false: no open office → not served. */
      checkZip: fromPromise<ZipCheckResult, { zipcode: string }>(async ({ input, signal }) => {
        const { data, error } = await api.GET('/field-office/', {
          params: { query: { addressable_zip_codes__contains: input.zipcode, close: false } },
          signal,
        });
        if (!data) return { kind: 'invalid', errors: toastLines(error) };
        const office = data.results[0];
        return office ? { kind: 'served', area: areaFromOffice(office, input.zipcode) } : { kind: 'notServed' };
      }),
      /** POST non-serviceable-enquiry/: failure data is shown as errors (spec 1 §7). */
      sendEnquiry: fromPromise<EnquiryResult, { email: string; zip_code: string; scorpion_id: string | null }>(
        async ({ input, signal }) => {
          const { data, error } = await api.POST('/non-serviceable-enquiry/', { body: input, signal });
          return data ? { kind: 'sent' } : { kind: 'invalid', errors: toastLines(error) };
        },
      ),
    },
    actions: {
      notifyErrors,
      /** Served: the area, channel and scorpion id kept for the session; the quote is now in progress. */
      storeArea: ({ context }: { context: ZipCheckContext }, params: { area: Area | null; channel: number }) => {
        acquisitionStore.setArea(params.area);
        acquisitionStore.setChannel(params.channel);
        acquisitionStore.setScorpionId(context.scorpionId || null);
        sessionStore.setQuoteInProgress(true);
      },
      clearStoredArea: () => acquisitionStore.setArea(null),
      navigateNext: () => navigate('/services'),
      navigateHome: () => navigate('/', { replace: true }),
    },
  };
}
