// Every write operation of the contract gets NUL bytes, lone surrogates, 1 MB
// strings and huge numbers in every field (top-level fields of its schema and the string leaves of a
// valid body), and its valid body under wrong content types: no answer in the 5xx range, and every
// JSON answer except 413 conforms to the contract. Then bodies nested 10,000 deep on every operation
// that takes one (a 400, never a stack overflow), and 20 simultaneous first uses of one new email on
// the three operations that create an account (never a 500, never a half-written account; on PGlite,
// and on PostgreSQL with DATABASE_URL). Own seeded database (support.ts).
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../server/app';
import {
  buildRequestValidator,
  listOperations,
  loadDocument,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  TOO_DEEP_MESSAGE,
} from '../../server/openapi';
import {
  cardToken,
  contractProblem,
  getWorld,
  leadBody,
  login,
  newCustomer,
  orderBody,
  uniqueEmail,
  useOwnWorld,
} from './support';
import { classes, type Target } from './security-targets';

useOwnWorld();

const MB = 1024 * 1024;
/** Raw JSON text of each poison (a lone surrogate only travels escaped; 1e400 parses to Infinity). */
const STRING_POISONS: Record<string, string> = {
  nul: JSON.stringify('dog\u0000name'),
  lowSurrogate: '"a\\udc00b"',
  highSurrogate: '"\\ud83d"',
};
/** 1 MB strings go into the first fields of each operation (each costs a full parse and validation). */
const ONE_MB = JSON.stringify('x'.repeat(MB));
const ONE_MB_FIELDS = 3;
const NUMBER_POISONS: Record<string, string> = {
  huge: '1e308',
  negHuge: '-1e308',
  overflow: '1e400',
  unsafe: '9007199254740993',
  fraction: '0.5',
};
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
];

type Json = Record<string, unknown>;
function resolve(node: unknown): Json {
  let n = node as Json;
  while (n && typeof n.$ref === 'string') {
    let cur: unknown = loadDocument();
    for (const p of n.$ref.replace(/^#\//, '').split('/')) cur = (cur as Json)[p];
    n = cur as Json;
  }
  return n ?? {};
}
function propertyNames(schema: unknown): string[] {
  const s = resolve(schema);
  const names = new Set(Object.keys((s.properties as Json | undefined) ?? {}));
  for (const part of [
    ...((s.allOf as unknown[]) ?? []),
    ...((s.anyOf as unknown[]) ?? []),
    ...((s.oneOf as unknown[]) ?? []),
  ])
    for (const n of propertyNames(part)) names.add(n);
  if (s.type === 'array' && s.items) for (const n of propertyNames(s.items)) names.add(n);
  return [...names];
}

/** Paths (JSON pointer segments) of every string leaf of a value. */
function stringLeaves(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof v === 'string') return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringLeaves(x, [...at, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => stringLeaves(x, [...at, k]));
  return [];
}

const MARK = '"__POISON__"';
function withPoison(valid: Target['valid'], at: (string | number)[], poison: string): string {
  const copy = structuredClone(valid) as Json;
  let cur: Json = copy;
  for (const k of at.slice(0, -1)) cur = cur[k as string] as Json;
  cur[at[at.length - 1] as string] = '__POISON__';
  return JSON.stringify(copy).replace(MARK, () => poison);
}

const opOf = (t: Target) =>
  listOperations().find(
    (o) => o.method === t.method && new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(t.path),
  );

describe('fuzzing every write operation with unstorable text, 1 MB strings, huge numbers and wrong content types', () => {
  it('0 answers ≥ 500 on every write operation', async () => {
    const { app } = await getWorld();
    const c = await newCustomer();
    const logoutToken = await login(c.email);
    const targets: Target[] = [
      ...Object.values(await classes(c)).flat(),
      { method: 'POST', path: '/auth/logout/', valid: {}, auth: true },
    ];
    // Every write operation of the contract is a target.
    const covered = new Set(targets.map((t) => opOf(t)?.operationId));
    expect(
      listOperations()
        .filter((o) => o.method !== 'GET' && !covered.has(o.operationId))
        .map((o) => o.operationId),
    ).toEqual([]);

    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    let sent = 0;
    for (const t of targets) {
      const op = opOf(t);
      const token = t.path === '/auth/logout/' ? logoutToken : c.token;
      const bodies: [string, string, string][] = [];
      if (!Array.isArray(t.valid)) {
        const names = [...new Set([...Object.keys(t.valid), ...propertyNames(op?.bodySchema)])];
        for (const name of names) {
          for (const [label, raw] of Object.entries({ ...STRING_POISONS, ...NUMBER_POISONS }))
            bodies.push([`${name}=${label}`, withPoison(t.valid, [name], raw), 'application/json']);
        }
        for (const name of names.slice(0, ONE_MB_FIELDS))
          bodies.push([`${name}=1MB`, withPoison(t.valid, [name], ONE_MB), 'application/json']);
      }
      for (const leaf of stringLeaves(t.valid)) {
        if (leaf.length < (Array.isArray(t.valid) ? 1 : 2)) continue; // top-level fields are covered above
        for (const [label, raw] of Object.entries(STRING_POISONS))
          bodies.push([`${leaf.join('.')}=${label}`, withPoison(t.valid, leaf, raw), 'application/json']);
      }
      for (const type of CONTENT_TYPES)
        bodies.push([`content-type ${type || '(none)'}`, JSON.stringify(t.valid), type]);
      for (const [label, body, type] of bodies) {
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        if (t.auth) headers.authorization = `token ${token}`;
        const res = await app.request(`${API_BASE}${t.path}`, { method: t.method, body, headers });
        sent++;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const text = await res.text();
        if (res.status >= 500) failures.push(`${t.method} ${t.path} ${label} → ${res.status} ${text.slice(0, 200)}`);
        else if (res.status !== 413 && res.status !== 415) {
          const problem = contractProblem(t.method, t.path, res.status, res.headers.get('content-type') ?? '', text);
          if (problem) failures.push(`${t.method} ${t.path} ${label} → ${res.status} breaks the contract: ${problem}`);
        }
      }
    }
    console.log(
      `security fuzz: ${sent} requests on ${targets.length} write operations; statuses ${JSON.stringify(statuses)}`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  }, 170_000);
});

/** The deepest nesting of arrays and objects a value of the schema can have (Infinity: free-form or recursive). */
function schemaDepth(node: unknown, path: unknown[] = []): number {
  const s = resolve(node);
  if (path.includes(s)) return Infinity;
  const inner = [...path, s];
  const types = ([] as unknown[]).concat(s.type ?? []);
  let depth = 0;
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const part of (s[k] as unknown[] | undefined) ?? []) depth = Math.max(depth, schemaDepth(part, inner));
  for (const k of ['then', 'else'] as const) if (s[k]) depth = Math.max(depth, schemaDepth(s[k], inner));
  if (types.includes('object') || s.properties) {
    let child = 0;
    for (const p of Object.values((s.properties as Json | undefined) ?? {}))
      child = Math.max(child, schemaDepth(p, inner));
    // A constraint beside the object's own schema (then: {properties}) adds no free-form members.
    if (types.includes('object') && (s.additionalProperties === undefined || s.additionalProperties === true))
      child = Infinity;
    else if (s.additionalProperties && typeof s.additionalProperties === 'object')
      child = Math.max(child, schemaDepth(s.additionalProperties, inner));
    depth = Math.max(depth, 1 + child);
  }
  if (types.includes('array') || s.items)
    depth = Math.max(depth, 1 + (s.items ? schemaDepth(s.items, inner) : Infinity));
  return depth;
}

const DEPTH = 10_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

describe('deeply nested JSON', () => {
  it('the depth limit is far above the deepest typed body of the contract', () => {
    const depths = listOperations()
      .filter((o) => o.bodySchema)
      .map((o) => [o.operationId, schemaDepth(o.bodySchema)] as const);
    // A free-form field (additionalProperties: true) has no depth of its own: the limit is its bound.
    const typed = depths.filter(([, d]) => Number.isFinite(d));
    expect(typed.filter(([, d]) => d > MAX_JSON_DEPTH / 8)).toEqual([]);
    expect(Math.max(...typed.map(([, d]) => d))).toBeGreaterThanOrEqual(3);
  });

  it('the depth scan skips brackets inside strings, escaped quotes included, and finds them past the limit', () => {
    expect(nestsDeeperThan(JSON.stringify({ title: `[{"\\"[${'['.repeat(100)}` }))).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
    // An escaped backslash ends a string's escapes: the brackets after the string count.
    expect(nestsDeeperThan(`{"a":"\\\\","b":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`)).toBe(true);
  });

  it('the validator itself walks a 10,000-deep value without recursion (the NUL and surrogate scan included)', () => {
    for (const op of listOperations().filter((o) => o.bodySchema)) {
      const validator = buildRequestValidator(op);
      for (const deep of [JSON.parse(deepArray), JSON.parse(deepObject)]) {
        expect(() => validator.body(deep), op.operationId).not.toThrow();
        expect(() => validator.body({ email: deep, name: [deep] }), op.operationId).not.toThrow();
      }
    }
  }, 120_000);

  it('10,000 levels of arrays or objects, as the body or in any top-level field, answer 400 on every operation that takes a body', async () => {
    const { app } = await getWorld();
    const c = await newCustomer();
    const targets = Object.values(await classes(c)).flat();
    const withBody = listOperations().filter((o) => o.bodySchema);
    const covered = new Set(targets.map((t) => opOf(t)?.operationId));
    expect(withBody.map((o) => o.operationId).filter((id) => !covered.has(id))).toEqual([]);
    const failures: string[] = [];
    let sent = 0;
    for (const t of targets) {
      const op = opOf(t);
      if (!op?.bodySchema) continue;
      const bodies: [string, string][] = [
        ['body=deep array', deepArray],
        ['body=deep object', deepObject],
      ];
      if (Array.isArray(t.valid)) bodies.push(['[0]=deep array', withPoison(t.valid, [0], deepArray)]);
      else
        for (const name of new Set([...Object.keys(t.valid), ...propertyNames(op.bodySchema)])) {
          bodies.push([`${name}=deep array`, withPoison(t.valid, [name], deepArray)]);
          bodies.push([`${name}=deep object`, withPoison(t.valid, [name], deepObject)]);
        }
      for (const [label, body] of bodies) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (t.auth) headers.authorization = `token ${c.token}`;
        const res = await app.request(`${API_BASE}${t.path}`, { method: t.method, body, headers });
        sent++;
        const text = await res.text();
        if (res.status !== 400 || !text.includes(TOO_DEEP_MESSAGE))
          failures.push(`${t.method} ${t.path} ${label} → ${res.status} ${text.slice(0, 160)}`);
        const problem = contractProblem(t.method, t.path, res.status, res.headers.get('content-type') ?? '', text);
        if (problem) failures.push(`${t.method} ${t.path} ${label} → ${res.status} breaks the contract: ${problem}`);
      }
    }
    console.log(`deep JSON: ${sent} requests nested ${DEPTH} deep on ${withBody.length} operations with a body`);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('20 simultaneous first uses of one new email', () => {
  const RACERS = 20;
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  /** RACERS identical POSTs at once, each answer checked against the contract. */
  const race = async (path: string, body: unknown) => {
    const { app } = await getWorld();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        app.request(`${API_BASE}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    );
    const out = await Promise.all(
      answers.map(async (r) => {
        const text = await r.text();
        const problem = contractProblem('POST', path, r.status, r.headers.get('content-type') ?? '', text);
        return { status: r.status, text, problem };
      }),
    );
    expect(out.filter((o) => o.problem).map((o) => `${o.status} ${o.problem}`)).toEqual([]);
    return out;
  };
  const accounts = async (email: string) => {
    const { db } = await getWorld();
    return db.query<{ uuid: string; roles: string[]; password_hash: string | null }>(
      'SELECT uuid, roles, password_hash FROM users WHERE email = $1',
      [email],
    );
  };
  const recordsOf = async (owner: string) => {
    const { db } = await getWorld();
    const rows = await db.query<{ kind: string; n: number }>(
      'SELECT kind, count(*)::int AS n FROM records WHERE owner_uuid = $1 GROUP BY kind',
      [owner],
    );
    return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
  };

  it('auth/registration/: one 201, every other a documented refusal, one account with its password', async () => {
    const email = uniqueEmail('race-reg');
    const out = await race('/auth/registration/', {
      email,
      password1: 'Password1',
      password2: 'Password1',
      role: 'customer',
    });
    // The others meet an existing account: whatever the contract says registration answers then (each answer
    // was checked against it above), never a second account and never a 5xx.
    expect(tally(out.map((o) => o.status))[201]).toBe(1);
    const refusal = (s: number) => s === 202 || (s >= 400 && s < 500);
    expect(out.filter((o) => o.status !== 201 && !refusal(o.status)).map((o) => o.text)).toEqual([]);
    const users = await accounts(email);
    expect(users).toHaveLength(1);
    expect(users[0]?.password_hash).toBeTruthy();
    expect(users[0]?.roles).toEqual(['customer']);
  }, 60_000);

  it('service-order-enquiry/: every answer 201, one new account with one order, card and enquiry; the others stay with the office', async () => {
    const email = uniqueEmail('race-enq');
    const out = await race('/service-order-enquiry/', orderBody(email, {}, await cardToken()));
    expect(tally(out.map((o) => o.status))).toEqual({ 201: RACERS });
    const bodies = out.map((o) => JSON.parse(o.text) as { is_existing_user: boolean; user: { key: string | null } });
    // Exactly one answer made the account and holds its session key; the others found it made.
    expect(bodies.filter((b) => !b.is_existing_user && b.user.key)).toHaveLength(1);
    expect(bodies.filter((b) => b.is_existing_user && b.user.key === null)).toHaveLength(RACERS - 1);
    const users = await accounts(email);
    expect(users).toHaveLength(1);
    const mine = await recordsOf(users[0]?.uuid as string);
    expect({ service_order: mine.service_order, enquiry: mine.enquiry, billing: mine.billing }).toEqual({
      service_order: 1,
      enquiry: 1,
      billing: 1,
    });
    const { db } = await getWorld();
    const unowned = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM records WHERE kind = 'enquiry' AND owner_uuid IS NULL AND data->'user'->>'email' = $1",
      [email],
    );
    expect(unowned[0]?.n).toBe(RACERS - 1);
  }, 60_000);

  it('crm/lead-user/: every answer 201, one lead account, one lead record per visitor', async () => {
    const email = uniqueEmail('race-lead');
    const out = await race('/crm/lead-user/', leadBody(email));
    expect(tally(out.map((o) => o.status))).toEqual({ 201: RACERS });
    const users = await accounts(email);
    expect(users).toHaveLength(1);
    expect(users[0]?.roles).toEqual(['lead']);
    expect(await recordsOf(users[0]?.uuid as string)).toEqual({ lead: RACERS });
  }, 60_000);
});
