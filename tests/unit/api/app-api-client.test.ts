import { describe, expect, it, vi } from 'vitest';
import { redirectUnlessThere } from '../../../src/app-api-client';

describe('redirectUnlessThere (a 401/403 on a signed-in call)', () => {
  it('reloads the target when the page is elsewhere', () => {
    const assign = vi.fn();
    redirectUnlessThere({ pathname: '/account', assign }, '/login');
    expect(assign).toHaveBeenCalledWith('/login');
  });
  it('leaves the page alone when the idle logout has already brought it to the target', () => {
    const assign = vi.fn();
    redirectUnlessThere({ pathname: '/login', assign }, '/login');
    expect(assign).not.toHaveBeenCalled();
  });
});
