// Loads openapi/openapi.yaml for the OpenAPI tests (parsed once per test file).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const documentPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
export const redoclyConfigPath = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));
export const generatedTypesPath = fileURLToPath(new URL('../../../src/api/schema.gen.d.ts', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
}
export interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<
    string,
    { $ref?: string; content?: Record<string, { schema?: { $ref?: string; type?: string } }> }
  >;
  'x-spec-note'?: string;
}
export interface OpenApiDocument {
  openapi: string;
  tags?: Array<{ name: string; description?: string }>;
  security?: unknown;
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: {
    schemas: Record<string, unknown>;
    parameters: Record<string, Parameter>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; description?: string }>;
  };
}

export function loadDocument(): OpenApiDocument {
  return parse(readFileSync(documentPath, 'utf8')) as OpenApiDocument;
}

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
}

export function operationsOf(doc: OpenApiDocument): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) out.push({ method, path, operation });
    }
  }
  return out;
}

/** Parameter names of an operation, resolving `#/components/parameters/*` references. */
export function parameterNames(doc: OpenApiDocument, operation: Operation): string[] {
  return (operation.parameters ?? []).map((p) => {
    if (p.$ref) {
      const name = p.$ref.replace('#/components/parameters/', '');
      return doc.components.parameters[name]?.name ?? `unresolved:${p.$ref}`;
    }
    return p.name ?? '';
  });
}
