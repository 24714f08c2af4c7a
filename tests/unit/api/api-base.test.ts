import { describe, expect, it } from 'vitest';
import { API_PATH, apiBaseForHost, resolveApiBase } from '../../../src/api/api-base';

const loc = { protocol: 'https:', host: 'app.example.com' };

describe('resolveApiBase', () => {
  it('defaults to same origin /api/v1/', () => {
    expect(resolveApiBase({}, loc)).toBe('/api/v1/');
    expect(resolveApiBase({ VITE_API_BASE_URL: '  ' }, loc)).toBe(API_PATH);
    expect(resolveApiBase({})).toBe('/api/v1/');
  });
  it('lets VITE_API_BASE_URL override everything', () => {
    expect(resolveApiBase({ VITE_API_BASE_URL: 'https://api.other.test/api/v1' }, loc, { perHost: true })).toBe(
      'https://api.other.test/api/v1/',
    );
    expect(resolveApiBase({ VITE_API_BASE_URL: 'http://localhost:8787/api/v1/' }, loc)).toBe(
      'http://localhost:8787/api/v1/',
    );
  });
  it("applies the spec's per-host rule when asked: known hosts, else api. + host", () => {
    const hosts = { 'staging.example.com': 'https://api-staging.example.net/' };
    expect(resolveApiBase({}, loc, { perHost: true, hosts })).toBe('https://api.app.example.com/api/v1/');
    expect(resolveApiBase({}, { protocol: 'https:', host: 'staging.example.com' }, { perHost: true, hosts })).toBe(
      'https://api-staging.example.net/api/v1/',
    );
    expect(apiBaseForHost({ protocol: 'http:', host: 'localhost:5173' })).toBe('http://api.localhost:5173/api/v1/');
  });
});
