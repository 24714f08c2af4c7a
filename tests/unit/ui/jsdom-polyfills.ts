// jsdom 29 has no CSS.escape; react-aria's modal reads <meta name="viewport"> through it.
// A minimal version: enough for the plain identifiers react-aria passes ('viewport', 'csp-nonce').
const g = globalThis as { CSS?: { escape?: (s: string) => string } };
if (!g.CSS) g.CSS = {};
if (!g.CSS.escape) g.CSS.escape = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
export {};
