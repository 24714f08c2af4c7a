// STUB (issue 14 foundation): the map adapter lands with the overview (Google Maps with
// VITE_GOOGLE_MAPS_API_KEY, otherwise a clear list of the locations; never a blank box).
// The props are the contract both the overview and My Services use.

export interface MapLocation {
  /** What the place is, as the customer reads it (an address, 'Location 2'). */
  label: string;
  latitude: number | null;
  longitude: number | null;
}

export interface ServiceMapProps {
  /** The map's accessible name, e.g. 'Map of 100 Main St'. */
  label: string;
  locations: MapLocation[];
}

export function ServiceMap({ label, locations }: ServiceMapProps) {
  return (
    <ul className="service-map service-map--list" aria-label={label}>
      {locations.map((l) => (
        <li key={`${l.label}-${l.latitude}-${l.longitude}`}>{l.label}</li>
      ))}
    </ul>
  );
}
