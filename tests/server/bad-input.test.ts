// Bad input never gets a 5xx: for each class of write operation, at least 1,000 random or malformed
// bodies (random JSON, mutated valid bodies, broken JSON text). Own seeded database (support.ts).
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closeWorld, contractProblem, getWorld, login } from './support';
import { classes, type Target } from './security-targets';
import { API_BASE } from '../../server/app';

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 1000);

const json = fc.jsonValue({ maxDepth: 3 });
/** A valid body with some fields replaced by random JSON, some removed and some added. */
const mutated = (valid: Target['valid']) =>
  Array.isArray(valid)
    ? fc.array(fc.oneof(json, fc.dictionary(fc.constantFrom('uuid', 'email', 'text', 'type', 'x'), json)), {
        maxLength: 3,
      })
    : fc
        .record({
          replace: fc.dictionary(fc.constantFrom(...Object.keys(valid), 'extra', '__proto__', 'constructor'), json),
          drop: fc.subarray(Object.keys(valid)),
        })
        .map(({ replace, drop }) => {
          const out: Record<string, unknown> = { ...valid };
          for (const k of drop) delete out[k];
          for (const [k, v] of Object.entries(replace)) out[k] = v;
          return out;
        });

afterAll(closeWorld);

describe('bad input never answers 5xx', () => {
  it('≥1,000 random or malformed bodies per class of write operation', async () => {
    const { app } = await getWorld();
    const token = await login('customer@example.com');
    const targets = await classes();
    const statuses: Record<string, Record<number, number>> = {};
    for (const [cls, list] of Object.entries(targets)) {
      statuses[cls] = {};
      const body = fc.integer({ min: 0, max: list.length - 1 }).chain((i) => {
        const t = list[i] as Target;
        return fc.tuple(
          fc.constant(t),
          fc.oneof(
            { weight: 4, arbitrary: mutated(t.valid).map((v) => JSON.stringify(v)) },
            { weight: 2, arbitrary: json.map((v) => JSON.stringify(v)) },
            { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                '',
                '{',
                '{"a":',
                'null',
                '[]',
                '"x"',
                '{"__proto__":{"x":1}}',
                '\u0000',
                '{"email":"a@b.c"}'.repeat(3),
              ),
            },
          ),
        );
      });
      await fc.assert(
        fc.asyncProperty(body, async ([t, raw]) => {
          const res = await app.request(`${API_BASE}${t.path}`, {
            method: t.method,
            body: raw,
            headers: { 'content-type': 'application/json', ...(t.auth ? { authorization: `token ${token}` } : {}) },
          });
          const counts = statuses[cls] as Record<number, number>;
          counts[res.status] = (counts[res.status] ?? 0) + 1;
          const text = await res.text();
          expect(res.status, `${t.method} ${t.path} ${raw.slice(0, 200)} → ${text}`).toBeLessThan(500);
          // The answer (usually a DRF-shaped 400) also conforms to the contract.
          const problem =
            res.status === 413
              ? null
              : contractProblem(t.method, t.path, res.status, res.headers.get('content-type') ?? '', text);
          expect(problem, `${t.method} ${t.path} ${raw.slice(0, 200)} → ${res.status} ${text}`).toBeNull();
        }),
        { numRuns: RUNS },
      );
    }
    console.log('bad-input statuses per class:', JSON.stringify(statuses));
    for (const counts of Object.values(statuses))
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(RUNS);
  }, 170_000);
});
