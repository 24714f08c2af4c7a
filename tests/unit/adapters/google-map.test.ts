// @vitest-environment jsdom
// Google behind the map adapter with the loader mocked: a key Google refuses after the map is drawn
// (window.gm_authFailure) reaches every drawn map's onAuthFailure; a map asked for afterwards is refused
// at once, so the adapter keeps its list; a map taken down hears nothing more.
import { describe, expect, it, vi } from 'vitest';

const loader = vi.hoisted(() => {
  class FakeMap {
    static DEMO_MAP_ID = 'DEMO';
    fitBounds = vi.fn();
  }
  class FakeMarker {
    map: unknown;
    constructor(options: { map: unknown }) {
      this.map = options.map;
    }
  }
  return {
    setOptions: vi.fn(),
    importLibrary: vi.fn(async (name: string) =>
      name === 'maps' ? { Map: FakeMap } : { AdvancedMarkerElement: FakeMarker },
    ),
  };
});
vi.mock('@googlemaps/js-api-loader', () => loader);

const { mountGoogleMap } = await import('../../../src/adapters/map/google-map');

const here = [{ label: '100 Main St', latitude: 35.7796, longitude: -78.6382 }];
const failAuth = () => (window as Window & { gm_authFailure?: () => void }).gm_authFailure?.();

describe('mountGoogleMap and a refused key', () => {
  it('tells each drawn map, then refuses new maps; a map taken down is not told', async () => {
    const first = vi.fn();
    const gone = vi.fn();
    await mountGoogleMap(document.createElement('div'), { key: 'k', locations: here, onAuthFailure: first });
    const cleanup = await mountGoogleMap(document.createElement('div'), {
      key: 'k',
      locations: here,
      onAuthFailure: gone,
    });
    cleanup();
    expect(loader.setOptions).toHaveBeenCalledOnce();
    failAuth();
    expect(first).toHaveBeenCalledOnce();
    expect(gone).not.toHaveBeenCalled();
    await expect(mountGoogleMap(document.createElement('div'), { key: 'k', locations: here })).rejects.toThrow(
      /refused the maps key/,
    );
  });
});
