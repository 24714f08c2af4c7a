// Shots of the community enquiry wizard /commercial for `npm run screens` (scripts/screens.mjs):
// { name, path, needs?, steps?(page, width) }. needs: 'area' = a stored service area (ZIP 27601).
export const COMMERCIAL_SHOTS = [{ name: 'commercial', path: '/commercial', needs: 'area' }];
