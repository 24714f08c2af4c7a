// Types of scripts/prerender.mjs for the tests that use it.
export interface PrerenderedScreen {
  html: string;
  title: string;
}
export interface Prerenderer {
  renderScreen(path: string): Promise<PrerenderedScreen>;
  /** The frame; its main holds what src/routes/first-paint.tsx paints for `path`, else nothing. */
  renderShell(path?: string): Promise<PrerenderedScreen>;
}
export function buildPrerenderer(options: { root: string; dir: string }): Promise<Prerenderer>;
export function prerender(options: {
  root: string;
  outDir: string;
  quiet?: boolean;
}): Promise<{ path: string; file: string }[]>;
