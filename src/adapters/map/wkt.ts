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

/**
 * The multipoint as map locations named by the place they belong to and their number ('500 Congress Ave —
 * location 1', …): the points carry no street of their own, and raw coordinates mean nothing to a customer,
 * so they only place the pins (the list form never shows them).
 */
export function multipointLocations(wkt: string | null | undefined, place: string): MapLocation[] {
  return parseMultiPoint(wkt).map((p, i) => ({ label: `${place} — location ${i + 1}`, ...p }));
}
