// The server suite on ONE seeded database for this file (see support.ts). Every response body is
// validated against openapi/openapi.yaml inside `call`; the last test checks every operation ran.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../../server/openapi';
import { called, closeWorld, getWorld } from './support';
import { acquisitionSuite } from './suites/acquisition';
import { authSuite } from './suites/auth';
import { accountSuite } from './suites/account';
import { authorizationSuite } from './suites/authorization';
import { idempotencySuite } from './suites/idempotency';
import { quoteOrdersSuite } from './suites/quote-orders';
import { accountDatesSuite } from './suites/account-dates';
import { addressCheckSuite } from './suites/address-check';
import { isolationSuite } from './suites/isolation';
import { messagesCsvSuite } from './suites/messages-csv';
import { petsSuite } from './suites/pets';
import { commercialEnquirySuite } from './suites/commercial-enquiry';
import { payLinkSuite } from './suites/pay-link';
import { returningVisitorsSuite } from './suites/returning-visitors';

describe('reference API', () => {
  // The worker's earlier server files share this module graph (vite.config.ts): only this file's calls count.
  beforeAll(() => called.clear());
  it('boots the shared seeded database', async () => {
    await getWorld();
  }, 120_000);
  acquisitionSuite();
  authSuite();
  accountSuite();
  authorizationSuite();
  idempotencySuite();
  quoteOrdersSuite();
  accountDatesSuite();
  addressCheckSuite();
  petsSuite();
  messagesCsvSuite();
  isolationSuite();
  commercialEnquirySuite();
  payLinkSuite();
  // Last: its job passes move the clock hours ahead for every draft of the database.
  returningVisitorsSuite();
});

afterAll(async () => {
  const missing = listOperations()
    .map((o) => o.operationId)
    .filter((id) => !called.has(id));
  console.log(
    `operations called: ${called.size}/${listOperations().length}${missing.length ? `; not called: ${missing.join(', ')}` : ''}`,
  );
  await closeWorld();
  if (process.env.REQUIRE_ALL_OPERATIONS !== '0') expect(missing).toEqual([]);
});
