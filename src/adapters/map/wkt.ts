// The commercial service's locations (commercial_detail.multiple_locations, spec 3 §3): a WKT
// multipoint, 'MULTIPOINT ((lng lat), (lng lat))', as PostGIS writes it (also the bare-pair form
// 'MULTIPOINT (lng lat, lng lat)', a single POINT and an EWKT 'SRID=4326;' prefix). WKT puts the
// longitude first. Anything malformed gives no points (never a wrong pin): the caller falls back.
import type { MapLocation } from './service-map';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const GEOMETRY = /^(?:MULTIPOINT|POINT)\s*\(([\s\S]*)\)$/i;

/** The points of a WKT MULTIPOINT or POINT, in order; [] when empty, null or malformed. */
export function parseMultiPoint(wkt: string | null | undefined): GeoPoint[] {
  if (!wkt) return [];
  const match = GEOMETRY.exec(wkt.trim().replace(/^SRID=\d+;\s*/i, ''));
  const body = match?.[1]?.trim();
  if (!body) return [];
  const points: GeoPoint[] = [];
  for (const part of body.split(',')) {
    const pair = part
      .trim()
      .replace(/^\(\s*/, '')
      .replace(/\s*\)$/, '');
    const numbers = pair.split(/\s+/);
    if (numbers.length !== 2 || !numbers.every((n) => /^[-+]?(\d+\.?\d*|\.\d+)$/.test(n))) return [];
    const [longitude, latitude] = numbers.map(Number) as [number, number];
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return [];
    points.push({ latitude, longitude });
  }
  return points;
}

/** '30.2672, -97.7431': a place without an address, as the customer can paste it into a map. */
export const coordinatesText = (p: GeoPoint) => `${p.latitude.toFixed(4)}, ${p.longitude.toFixed(4)}`;

/** The multipoint as map locations labelled 'Location 1', 'Location 2', … with their coordinates as the note. */
export function multipointLocations(wkt: string | null | undefined): MapLocation[] {
  return parseMultiPoint(wkt).map((p, i) => ({ label: `Location ${i + 1}`, note: coordinatesText(p), ...p }));
}
