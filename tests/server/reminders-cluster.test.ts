// The abandoned-flow reminder is a job in the database (server/services/jobs.ts): with two server
// processes on one PostgreSQL (CI's pass, DATABASE_URL), each running its own worker every 100 ms and
// both asked at the same moment to run passes with the clock moved 61 minutes, every abandoned flow gets
// exactly one reminder. Without DATABASE_URL the two servers are two apps on one PGlite in this process
// (PGlite is opened by one process at a time), racing their passes the same way.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadBody, quoteBody } from './support';
import { twoServersMode, useTwoServers } from './two-servers';

const OUTBOX_KEY = 'reminders-outbox-key';

const servers = useTwoServers({
  schemaPrefix: 'reminders',
  outboxKey: OUTBOX_KEY,
  processEnv: { JOB_INTERVAL_MS: '100' },
});

describe(`abandoned-flow reminders on two servers (${twoServersMode})`, () => {
  it('passes racing on both servers with the clock moved 61 minutes send exactly one reminder per abandoned flow', async () => {
    const { a, b } = servers;
    const emails = Array.from({ length: 6 }, (_, i) => `reminded-${i}-${randomUUID().slice(0, 8)}@example.com`);
    for (const [i, email] of emails.entries()) {
      const on = i % 2 ? b : a;
      const created =
        i % 3 === 2
          ? await on.request('/commercial-quote/', {
              method: 'POST',
              body: quoteBody(email, { hear_about_us: ['Truck'] }),
            })
          : await on.request('/crm/lead-user/', { method: 'POST', body: leadBody(email) });
      expect(created.status).toBe(201);
    }
    const passes = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? b : a).request(`/dev/jobs/run/?key=${OUTBOX_KEY}&advance_minutes=${61 + (i % 4)}`),
      ),
    );
    for (const p of passes) expect(p.status).toBe(200);
    const sent = passes.reduce((n, p) => n + (p.body.reminders as number), 0);
    const outbox = await a.request(`/dev/outbox/?key=${OUTBOX_KEY}&limit=1000`);
    const counts = emails.map((e) => outbox.body.results.filter((m: { to: string }) => m.to === e).length);
    console.log(
      `reminders: ${sent} sent by ${passes.length} racing passes for ${emails.length} abandoned flows; per flow: ${counts.join(', ')}`,
    );
    expect(counts).toEqual(emails.map(() => 1));
    expect(sent).toBe(emails.length);
  }, 60_000);
});
