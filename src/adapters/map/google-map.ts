/// <reference types="google.maps" />
// Google Maps behind the map adapter (design §7): @googlemaps/js-api-loader v2 (setOptions once, then
// importLibrary('maps') and ('marker')), one AdvancedMarkerElement per location titled with its label
// (the title is the marker's accessible name and its hover text). Imported only by service-map.tsx's
// dynamic import when VITE_GOOGLE_MAPS_API_KEY is set, so a build without a key never loads it.
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { MapLocation } from './service-map';

let configured = false;

/**
 * A refused key (wrong, restricted to other sites, billing off) is not a load failure: the libraries load
 * and Google paints its own error over the map, then calls `window.gm_authFailure`. The maps drawn with
 * the key hear of it here and go back to the list.
 */
let authFailed = false;
const authListeners = new Set<() => void>();
function watchAuthFailure() {
  const w = window as Window & { gm_authFailure?: () => void };
  const previous = w.gm_authFailure;
  w.gm_authFailure = () => {
    authFailed = true;
    for (const listener of [...authListeners]) listener();
    previous?.();
  };
}

/** The padding around several pins when the map fits them, in CSS pixels. */
const FIT_PADDING = 48;
/** One pin: close enough to see the street. */
const SINGLE_ZOOM = 15;

type Placed = MapLocation & { latitude: number; longitude: number };

export const placed = (locations: readonly MapLocation[]): Placed[] =>
  locations.filter((l): l is Placed => l.latitude !== null && l.longitude !== null);

/** The box around the pins (Google's LatLngBoundsLiteral). */
export function boundsOf(points: readonly Placed[]): google.maps.LatLngBoundsLiteral {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return { north: Math.max(...lats), south: Math.min(...lats), east: Math.max(...lngs), west: Math.min(...lngs) };
}

/**
 * Draws the map into `element` and resolves with its cleanup once the libraries are loaded; rejects
 * when they cannot be, or the key was refused before (the adapter then shows the list). `onAuthFailure`
 * is called if Google refuses the key after the map is drawn. Needs at least one located point.
 */
export async function mountGoogleMap(
  element: HTMLElement,
  { key, locations, onAuthFailure }: { key: string; locations: readonly MapLocation[]; onAuthFailure?: () => void },
): Promise<() => void> {
  const points = placed(locations);
  const first = points[0];
  if (!first) throw new Error('no located point to show');
  if (!configured) {
    watchAuthFailure();
    setOptions({ key, v: 'weekly' });
    configured = true;
  }
  if (authFailed) throw new Error('Google refused the maps key (gm_authFailure)');
  const listener = () => onAuthFailure?.();
  authListeners.add(listener);
  const [{ Map }, { AdvancedMarkerElement }] = await Promise.all([
    importLibrary('maps'),
    importLibrary('marker'),
  ]).catch((error: unknown) => {
    authListeners.delete(listener);
    throw error;
  });
  const map = new Map(element, {
    center: { lat: first.latitude, lng: first.longitude },
    zoom: SINGLE_ZOOM,
    // Advanced markers need a map ID; Google's demo ID needs no cloud set-up.
    mapId: Map.DEMO_MAP_ID,
    disableDefaultUI: true,
    zoomControl: true,
    gestureHandling: 'cooperative',
  });
  if (points.length > 1) map.fitBounds(boundsOf(points), FIT_PADDING);
  const markers = points.map(
    (p) =>
      new AdvancedMarkerElement({
        map,
        position: { lat: p.latitude, lng: p.longitude },
        title: p.note ? `${p.label} (${p.note})` : p.label,
      }),
  );
  return () => {
    authListeners.delete(listener);
    for (const marker of markers) marker.map = null;
  };
}
