// Writes `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of a
// build, when the copy is smaller than the file. Source maps are skipped: they are never served.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions worth compressing (binary images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export async function compressDir(dir) {
  const bytes = { raw: 0, br: 0, gz: 0 };
  let files = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = await readFile(file);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    files += 1;
    bytes.raw += raw.length;
    if (br.length < raw.length) {
      await writeFile(`${file}.br`, br);
      bytes.br += br.length;
    } else bytes.br += raw.length;
    if (gz.length < raw.length) {
      await writeFile(`${file}.gz`, gz);
      bytes.gz += gz.length;
    } else bytes.gz += raw.length;
  }
  return { files, bytes };
}
