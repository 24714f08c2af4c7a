// Prepends the "do not edit" banner to a generated file (idempotent).
import { readFileSync, writeFileSync } from 'node:fs';

const BANNER =
  '// GENERATED FILE: DO NOT EDIT. Source: openapi/openapi.yaml; regenerate with `npm run generate:api`.\n';
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.startsWith(BANNER) ? text : BANNER + text);
}
