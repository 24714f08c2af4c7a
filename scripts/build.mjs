// `npm run build`: the production build that `npm start`, `npm run budget` and the e2e suites serve.
//   1. vite build (client): hashed assets under assets/, source maps `hidden` (written for error
//      tooling, never referenced by the code and never served: server/static.ts refuses *.map);
//   2. prerender (scripts/prerender.mjs): the screens that need no data rendered to HTML with
//      react-dom/static, so the first paint needs no JavaScript (the app hydrates it);
//   3. compress: a Brotli (.br) and a gzip (.gz) copy beside every text file, served by
//      server/static.ts to browsers that accept them.
// Output: `--out-dir DIR` or DIST_DIR (default dist/), so tools can build beside each other.
// `--no-compress` leaves step 3 out (the server then sends every file as it is): for a test's second
// build, where Brotli's top quality was half of the build's time.
import { build } from 'vite';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressDir } from './compress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argIndex = process.argv.indexOf('--out-dir');
const outDir = path.resolve(root, argIndex > 0 ? process.argv[argIndex + 1] : (process.env.DIST_DIR ?? 'dist'));
const quiet = process.argv.includes('--quiet');
const compress = !process.argv.includes('--no-compress');

const t0 = performance.now();
await build({ root, logLevel: quiet ? 'warn' : 'info', build: { outDir, emptyOutDir: true } });
const { prerender } = await import('./prerender.mjs');
const pages = await prerender({ root, outDir, quiet });
const { files, bytes } = compress ? await compressDir(outDir) : { files: 0, bytes: null };
if (!quiet) {
  console.log(`prerendered ${pages.map((p) => `${p.path} → ${p.file}`).join(', ')}`);
  if (bytes)
    console.log(
      `compressed ${files} files (${(bytes.raw / 1024).toFixed(0)} KB → br ${(bytes.br / 1024).toFixed(0)} KB, gzip ${(bytes.gz / 1024).toFixed(0)} KB)`,
    );
  console.log(
    `build done in ${((performance.now() - t0) / 1000).toFixed(1)} s → ${path.relative(root, outDir) || '.'}`,
  );
}
process.exit(0); // the prerendered app leaves timers behind (toast queue, router); the build is done
