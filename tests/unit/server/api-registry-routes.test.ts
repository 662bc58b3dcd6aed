import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '@/lib/schemas/api-operations';

/**
 * The registry is the contract. Every endpoint file under src/pages/api/v1 answers
 * exactly the operations the registry lists for its path, and every registry operation has its
 * endpoint; the middleware's public and first-login lists are read from the same registry.
 */
const ROOT = 'src/pages/api/v1';
/** The contract's own document, served beside the operations it describes. */
const NOT_OPERATIONS = new Set(['GET /api/v1/openapi.json']);

function endpointFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? endpointFiles(full) : [full];
  });
}

/** `nfcs/pdfs/[fiscalYear]/[nfCertificateNo].ts` → `/api/v1/nfcs/pdfs/{fiscalYear}/{nfCertificateNo}`. */
function routeOf(file: string): string {
  const rel = path
    .relative(ROOT, file)
    .replace(/\.ts$/, '')
    .replace(/(^|\/)index$/, '');
  return `/api/v1${rel ? `/${rel}` : ''}`.replace(/\[([^\]]+)\]/g, '{$1}');
}

function methodsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|DELETE)\b/g)].map((m) => m[1]!);
}

describe('the API registry and the endpoint files', () => {
  const served = endpointFiles(ROOT)
    .flatMap((file) => methodsOf(file).map((method) => `${method} ${routeOf(file)}`))
    .filter((op) => !NOT_OPERATIONS.has(op))
    .sort();
  const registered = API_OPERATIONS.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort();

  it('name the same operations, each once', () => {
    expect(served).toEqual(registered);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('mark public and first-login operations on fixed paths the gate can match exactly', () => {
    const marked = API_OPERATIONS.filter((o) => !o.authenticated || o.firstLogin);
    expect(marked.length).toBeGreaterThan(0);
    for (const o of marked) expect(o.path, o.path).not.toMatch(/\{/);
  });

  it('let a first-login user reach only what the password change needs', () => {
    expect(
      API_OPERATIONS.filter((o) => o.firstLogin)
        .map((o) => `${o.method.toUpperCase()} ${o.path}`)
        .sort(),
    ).toEqual([
      'GET /api/v1/auth/user-info',
      'GET /api/v1/codes',
      'GET /api/v1/system/open',
      'POST /api/v1/auth/logout',
      'PUT /api/v1/auth/update-password',
    ]);
  });
});
