// @vitest-environment jsdom
// The map adapter: without a key a plain list of the locations; with a key Google is
// loaded by a dynamic import, and when it fails (or no location has coordinates) the list stays. Never blank.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { ServiceMap } from '../../../src/adapters/map/service-map';

const mountGoogleMap = vi.fn();
vi.mock('../../../src/adapters/map/google-map', () => ({ mountGoogleMap }));

const locations = [
  { label: 'Location 1', note: '30.2672, -97.7431', latitude: 30.2672, longitude: -97.7431 },
  { label: 'Location 2', note: '30.2690, -97.7450', latitude: 30.269, longitude: -97.745 },
];

const group = () => screen.getByRole('group', { name: 'Map of Oak Hollow' });

beforeEach(() => {
  mountGoogleMap.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('ServiceMap', () => {
  it('without a key: the list of the locations, named by the label; Google is never loaded', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    render(<ServiceMap label="Map of Oak Hollow" locations={locations} overlay={<p>Assigning</p>} />);
    expect(group()).toHaveProperty('dataset.map', 'list');
    const items = within(group()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Location 130.2672, -97.7431', 'Location 230.2690, -97.7450']);
    expect(within(group()).getByText('Assigning')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 0));
    expect(mountGoogleMap).not.toHaveBeenCalled();
  });

  it('with a key: the map is drawn with every location, the list stays for screen readers; unmount cleans up', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    const dispose = vi.fn();
    mountGoogleMap.mockResolvedValue(dispose);
    const { unmount } = render(<ServiceMap label="Map of Oak Hollow" locations={locations} />);
    // While Google loads, the list shows.
    expect(group()).toHaveProperty('dataset.map', 'loading');
    await waitFor(() => expect(group()).toHaveProperty('dataset.map', 'map'));
    const [element, options] = mountGoogleMap.mock.calls[0] as [HTMLElement, unknown];
    expect(element.className).toBe('service-map__canvas');
    expect(options).toEqual({ key: 'test-key', locations, onAuthFailure: expect.any(Function) });
    expect(within(group()).getByRole('list').className).toBe('visually-hidden');
    unmount();
    expect(dispose).toHaveBeenCalledOnce();
  });

  it('with a key Google refuses after drawing (gm_authFailure): its error box is hidden, the list is back', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'bad-key');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mountGoogleMap.mockResolvedValue(() => {});
    const { container } = render(<ServiceMap label="Map of Oak Hollow" locations={locations} />);
    await waitFor(() => expect(group()).toHaveProperty('dataset.map', 'map'));
    const [, options] = mountGoogleMap.mock.calls[0] as [HTMLElement, { onAuthFailure: () => void }];
    act(() => options.onAuthFailure());
    expect(group()).toHaveProperty('dataset.map', 'list');
    expect(container.querySelector('.service-map__canvas')?.hasAttribute('hidden')).toBe(true);
    expect(within(group()).getByRole('list').className).toBe('service-map__list');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('with a key but Google failing to load: back to the list, with the reason logged', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mountGoogleMap.mockRejectedValue(new Error('blocked by the network'));
    render(<ServiceMap label="Map of Oak Hollow" locations={locations} />);
    await waitFor(() => expect(group()).toHaveProperty('dataset.map', 'list'));
    expect(within(group()).getByRole('list').className).toBe('service-map__list');
    expect(within(group()).getAllByRole('listitem')).toHaveLength(2);
    expect(logged).toHaveBeenCalled();
  });

  it('with a key but no coordinates: the list, Google not loaded', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    render(
      <ServiceMap label="Map of Oak Hollow" locations={[{ label: '1 Unknown Rd', latitude: null, longitude: null }]} />,
    );
    expect(group()).toHaveProperty('dataset.map', 'list');
    await new Promise((r) => setTimeout(r, 0));
    expect(mountGoogleMap).not.toHaveBeenCalled();
    expect(within(group()).getByText('1 Unknown Rd')).toBeTruthy();
  });
});
