// The screens and unit projects run a worker's files one after another in one module graph
// (vite.config.ts). Each file still starts as it would in a graph of its own. This runs before the file
// is imported: the app's modules are evaluated afresh when the file imports them (their in-memory stores,
// queues and caches empty; React, react-aria and the other packages stay loaded), and in jsdom the
// storage is empty and the address is the origin's root.
import { vi } from 'vitest';

vi.resetModules();
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}
