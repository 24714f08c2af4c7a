// Types of scripts/prerender.mjs for the tests that use it.
export interface PrerenderedScreen {
  html: string;
  title: string;
}
export interface Prerenderer {
  renderScreen(path: string): Promise<PrerenderedScreen>;
  renderShell(): Promise<PrerenderedScreen>;
}
export function buildPrerenderer(options: { root: string; dir: string }): Promise<Prerenderer>;
export function prerender(options: {
  root: string;
  outDir: string;
  quiet?: boolean;
}): Promise<{ path: string; file: string }[]>;
