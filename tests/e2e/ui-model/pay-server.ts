// The /pay specs' own reference server. Only the seed makes invoices, and a worker's server
// holds three unpaid ones (the demo customer's INV-1002/INV-1003, the community's INV-1004) that other
// specs read as unpaid (account-invoices, account-overview) or pay themselves (pay.spec.ts). Paying
// them for real at every fault and on the model's success path would break those specs, so a spec
// file that pays starts a server of its own for its tests: the same build (SKIP_BUILD), a fresh
// in-memory database with the demo data, a free port; stopped after the file. ~3 s per file.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, test } from '../support';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const OUTBOX_KEY = 'e2e-outbox-key';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A boot takes ~3 s on a quiet machine and has taken minutes on a loaded one: a generous deadline. */
const BOOT_MS = 180_000;

async function waitUp(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + BOOT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the private server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the private server did not start at ${url}`);
}

/** Every test of the calling spec file talks to a server of its own (baseURL: page and request). */
export function usePrivateServer(): void {
  let url = '';
  let child: ChildProcess | null = null;
  test.beforeAll(async () => {
    test.setTimeout(BOOT_MS + 30_000);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), SKIP_BUILD: '1', DATA_DIR: 'memory://', OUTBOX_KEY },
      stdio: 'ignore',
    });
    await waitUp(`${url}/`, child);
  });
  test.afterAll(() => {
    child?.kill('SIGTERM');
    child = null;
  });
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured
  test.use({ baseURL: async ({}, use) => use(url) });
}

export const OWNERS = ['customer@example.com', 'community@example.com'] as const;

export interface UnpaidInvoice {
  uuid: string;
  invoiceId: string;
  /** The /pay link the server issues for it ('/pay?<base64>'). */
  link: string;
  balanceDue: string;
}

/** A demo owner's session token (password Password1), kept for the worker (tests/e2e/support.ts). */
export const tokenOf = (request: APIRequestContext, email: string): Promise<string> => apiToken(request, email);

/** One unpaid invoice of the demo accounts of this server, and its /pay link. */
export async function unpaidInvoice(request: APIRequestContext): Promise<UnpaidInvoice> {
  for (const email of OWNERS) {
    const token = await tokenOf(request, email);
    const headers = { Authorization: `token ${token}` };
    const res = await request.get('/api/v1/credit-memo/get_credit_memo_and_invoice/?limit=100', { headers });
    const rows = ((await res.json()) as { results: { uuid: string; invoice_id?: string; status?: string }[] }).results;
    for (const row of rows) {
      if (!row.invoice_id || row.status === 'paid') continue;
      const read = await linkInvoice(request, row.uuid);
      if (read.status !== 'unpaid') continue;
      const link = await request.get(`/api/v1/invoice/${row.uuid}/pay-link/`, { headers });
      if (link.status() !== 200) continue;
      return {
        uuid: row.uuid,
        invoiceId: row.invoice_id,
        link: ((await link.json()) as { link: string }).link,
        balanceDue: read.balance_due,
      };
    }
  }
  throw new Error('no unpaid invoice left on this server');
}

export interface LinkInvoice {
  uuid: string;
  invoice_id: string;
  total: string;
  sales_tax: string;
  balance_due: string;
  status: 'paid' | 'unpaid';
}

/** What /pay reads about an invoice (public). */
export async function linkInvoice(request: APIRequestContext, uuid: string): Promise<LinkInvoice> {
  const res = await request.get(`/api/v1/crm/payment/link-invoice/${uuid}/`);
  expect(res.status()).toBe(200);
  return (await res.json()) as LinkInvoice;
}

/** The payments the owner's account holds for the invoice (GET crm/payment/). */
export async function paymentsOf(request: APIRequestContext, invoiceUuid: string): Promise<number> {
  let count = 0;
  for (const email of OWNERS) {
    const token = await tokenOf(request, email);
    const res = await request.get('/api/v1/crm/payment/?limit=100', { headers: { Authorization: `token ${token}` } });
    if (!res.ok()) continue;
    const rows = ((await res.json()) as { results: { invoice_uuid?: string }[] }).results;
    count += rows.filter((r) => r.invoice_uuid === invoiceUuid).length;
  }
  return count;
}

/** A link rebuilt from edited pairs, in the server's own format. */
export const editLink = (link: string, edit: (pairs: URLSearchParams) => void): string => {
  const pairs = new URLSearchParams(Buffer.from(link.replace(/^\/pay\?/, ''), 'base64').toString('utf8'));
  edit(pairs);
  return `/pay?${Buffer.from([...pairs].map(([k, v]) => `${k}=${v}`).join('&'), 'utf8').toString('base64')}`;
};
