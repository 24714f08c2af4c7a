import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountSearch } from '../../../src/routes/account-search';

const UUID = '3f2b6a1c-8d4e-4f7a-9b0c-1d2e3f4a5b6c';
const parse = (search: Record<string, unknown>) => v.parse(accountSearch, search);

describe("/account's search", () => {
  it('keeps well-formed parameters', () => {
    expect(
      parse({ tab: 2, service: UUID, request: 'edit_existing_service', ticket: UUID.toUpperCase(), page: 3 }),
    ).toEqual({ tab: 2, service: UUID, request: 'edit_existing_service', ticket: UUID.toUpperCase(), page: 3 });
  });

  it('drops each malformed parameter on its own, never throwing (an old or hand-typed link opens a tab)', () => {
    for (const tab of [-1, 8, 1.5, '2', null, {}]) expect(parse({ tab, page: 2 })).toEqual({ tab: undefined, page: 2 });
    for (const id of ['nope', 42, `${UUID}x`])
      expect(parse({ tab: 6, ticket: id, service: id }).ticket).toBeUndefined();
    expect(parse({ tab: 6, request: 'cancel_everything' }).request).toBeUndefined();
    for (const page of [1, 0, 2.5, 10_001, '3']) expect(parse({ tab: 5, page }).page).toBeUndefined();
    expect(parse({ tab: 5, page: 10_000 }).page).toBe(10_000);
  });

  it('drops parameters it does not know', () => {
    expect(parse({ tab: 0, evil: '<script>' })).not.toHaveProperty('evil');
  });
});
