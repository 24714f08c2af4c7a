// The build-time settings the app reads (Vite exposes VITE_* variables on import.meta.env).
interface ImportMetaEnv {
  /** Whole API base (origin and path); default same origin /api/v1/. */
  readonly VITE_API_BASE_URL?: string;
  /** Google Maps (Places API New) key; without it address entry is manual. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** '1' attaches the Stately inspector in `npm run dev`. */
  readonly VITE_INSPECT?: string;
  readonly VITE_MARKETING_URL?: string;
  readonly VITE_CONTACT_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
