// The map adapter (design §7), like the address lookup: with VITE_GOOGLE_MAPS_API_KEY
// a Google map with one titled marker per location (google-map.ts, a dynamic import: a build without
// a key never downloads it); without a key, without a located point, while loading, when loading
// fails or Google refuses the key, a plain list of the locations (addresses, or a community's '<address> —
// location N'; never raw coordinates). Never a blank box.
// The props are the contract the overview and My Services share.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { MapPinIcon } from '../../ui/icons/map-pin';
import '../../styles/service-map.css';

export interface MapLocation {
  /** What the place is, as the customer reads it (an address, '500 Congress Ave — location 2'). */
  label: string;
  latitude: number | null;
  longitude: number | null;
  /** A second line under the label in the list and in the marker's title (words for the customer, never coordinates). */
  note?: string;
}

export interface ServiceMapProps {
  /** The map's accessible name, e.g. 'Map of 100 Main St'. */
  label: string;
  locations: MapLocation[];
  /** Text laid over the map (the overview's tracker sentence); it stays readable in the list form too. */
  overlay?: ReactNode;
  className?: string;
}

export type MapMode = 'google' | 'list';

/** VITE_GOOGLE_MAPS_API_KEY, or null when unset or blank (read here, not through the address adapter, to keep
 *  that module out of the overview's first JavaScript). */
export function mapsKey(): string | null {
  const key = import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined;
  return key && key.trim() !== '' ? key : null;
}

/** Google only with a key and at least one point that has coordinates; otherwise the list. */
export function chooseMapMode(key: string | null, locations: readonly MapLocation[]): MapMode {
  return key && locations.some((l) => l.latitude !== null && l.longitude !== null) ? 'google' : 'list';
}

/** 'list': the list only; 'loading': the list while Google loads under it; 'map': the map (list for screen readers). */
type Status = 'list' | 'loading' | 'map';

export function ServiceMap({ label, locations, overlay, className }: ServiceMapProps) {
  const key = mapsKey();
  const mode = chooseMapMode(key, locations);
  const [status, setStatus] = useState<Status>(mode === 'google' ? 'loading' : 'list');
  const canvas = useRef<HTMLDivElement>(null);
  // The effect reruns when the places change, not on every render's new array.
  const places = JSON.stringify(locations);

  useEffect(() => {
    const element = canvas.current;
    if (mode !== 'google' || !key || !element) {
      setStatus('list');
      return;
    }
    let cancelled = false;
    let dispose: (() => void) | null = null;
    setStatus('loading');
    import('./google-map')
      .then(({ mountGoogleMap }) =>
        mountGoogleMap(element, {
          key,
          locations: JSON.parse(places) as MapLocation[],
          // Google refused the key after drawing: its error box goes, the list comes back.
          onAuthFailure: () => {
            console.error('Map unavailable (the maps key was refused), showing the list of locations');
            if (!cancelled) setStatus('list');
          },
        }),
      )
      .then((cleanup) => {
        if (cancelled) cleanup();
        else {
          dispose = cleanup;
          setStatus('map');
        }
      })
      .catch((error: unknown) => {
        console.error('Map unavailable, showing the list of locations', error);
        if (!cancelled) setStatus('list');
      });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [mode, key, places]);

  return (
    <div
      role="group"
      aria-label={label}
      className={['service-map', `service-map--${status}`, className].filter(Boolean).join(' ')}
      data-map={status}
    >
      {overlay ? <div className="service-map__overlay">{overlay}</div> : null}
      {mode === 'google' ? <div ref={canvas} className="service-map__canvas" hidden={status === 'list'} /> : null}
      <ul className={status === 'map' ? 'visually-hidden' : 'service-map__list'}>
        {locations.map((l, i) => (
          <li key={`${i}-${l.label}`} className="service-map__place">
            <MapPinIcon className="service-map__pin" size={20} />
            <span>
              <span className="service-map__label">{l.label}</span>
              {l.note ? <span className="service-map__note">{l.note}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
