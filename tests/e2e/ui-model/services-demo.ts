// Helpers of the account-area UI model specs that must use the demo customer (pause-service,
// service-feedback, add-bags, card): its services, visits and cards exist on no other account. What a
// path creates there is removed after the test (the specs' afterEach), so that the other spec files of
// the worker find the demo data as the seed left it.
import type { APIRequestContext, Locator } from '@playwright/test';
import { apiToken, expect } from '../support';

export const DEMO = 'customer@example.com';
/** The Raleigh office's zone: "today" of the date rules (the demo customer's field office). */
const OFFICE_ZONE = 'America/New_York';

/** The demo API as the customer, with the worker's kept API token (the page's own session is left alone). */
export async function demoApi(request: APIRequestContext, email = DEMO) {
  const key = await apiToken(request, email);
  const headers = { Authorization: `token ${key}` };
  return {
    get: async <T>(path: string) => {
      const r = await request.get(`/api/v1${path}`, { headers });
      expect(r.ok(), path).toBe(true);
      return (await r.json()) as T;
    },
    post: (path: string, data: object) => request.post(`/api/v1${path}`, { data, headers }),
    patch: (path: string, data: object) => request.patch(`/api/v1${path}`, { data, headers }),
    delete: (path: string) => request.delete(`/api/v1${path}`, { headers }),
  };
}

export interface DemoOrder {
  uuid: string;
  service_address: { address: string } | null;
}

/** The demo customer's service whose address starts with `street`. */
export async function demoOrder(request: APIRequestContext, street: string): Promise<DemoOrder> {
  const api = await demoApi(request);
  const { results } = await api.get<{ results: DemoOrder[] }>('/service-order/?limit=100');
  const order = results.find((o) => o.service_address?.address.startsWith(street));
  if (!order) throw new Error(`no demo service at ${street}`);
  return order;
}

/** Today in the office's zone plus `days`, as YYYY-MM-DD. */
export function officeDay(days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_ZONE }).format(new Date()).split('-');
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** 'MM/DD/YYYY' of a wire date, as the app shows dates. */
export const slashed = (wire: string) => `${wire.slice(5, 7)}/${wire.slice(8, 10)}/${wire.slice(0, 4)}`;

/** Types a wire date into a react-aria date field's segments (month, day, year) inside `scope`. */
export async function typeDate(scope: Locator, label: string, wire: string) {
  await scope.getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) }).click();
  await scope.page().keyboard.type(slashed(wire).replaceAll('/', ''));
}

/** The date field's segments show `wire` (or are empty for null). */
export async function expectDate(scope: Locator, label: string, wire: string | null) {
  const segment = (part: string) => scope.getByRole('spinbutton', { name: new RegExp(`^${part}, ${label}`) });
  if (wire === null) {
    await expect(segment('month')).not.toHaveAttribute('aria-valuenow');
    return;
  }
  await expect(segment('month')).toHaveAttribute('aria-valuenow', String(Number(wire.slice(5, 7))));
  await expect(segment('day')).toHaveAttribute('aria-valuenow', String(Number(wire.slice(8, 10))));
  await expect(segment('year')).toHaveAttribute('aria-valuenow', String(Number(wire.slice(0, 4))));
}
