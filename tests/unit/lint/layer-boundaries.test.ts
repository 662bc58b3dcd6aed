import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ZONES, zoneOf } from '../../../eslint.layers.js';

/**
 * The layer zones of eslint.layers.js bite: a fixture file placed (virtually) in each zone, at
 * several depths, imports what it must not (a folder of another layer, written relative to its
 * own place and with the '@/' alias, and packages, bare built-ins included) and is refused; the
 * same file importing what it may passes. (The code base itself is held to the zones by `eslint .`
 * in the test command.)
 */
// The fixtures exist only in memory, so the type-aware rules (which need the file in the
// TypeScript project) are left out here; the layer rule needs no types.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function layerMessages(filePath: string, specifier: string): Promise<string[]> {
  const code = filePath.endsWith('.astro')
    ? `---\nimport { value } from '${specifier}';\nexport const used = value;\n---\n<p>{used}</p>\n`
    : `import { value } from '${specifier}';\nexport const used = value;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'layers/zones').map((m) => m.message);
}

/** How a file spells an import of a repo-relative module: relative to itself, and through '@/'. */
function spellings(file: string, target: string): string[] {
  const relative = path.relative(path.dirname(file), target);
  const spelt = [relative.startsWith('.') ? relative : `./${relative}`];
  if (target.startsWith('src/')) spelt.push(`@/${target.slice('src/'.length)}`);
  return spelt;
}

interface ZoneCase {
  zone: string;
  /** Fixture files at several depths of the zone. */
  files: string[];
  refused: string[];
  allowed: string[];
  refusedPackages?: string[];
  allowedPackages?: string[];
}

const CASES: ZoneCase[] = [
  {
    zone: 'dates',
    files: ['src/lib/dates/fixture.ts', 'src/lib/dates/parts/fixture.ts'],
    refused: ['src/lib/domain/calendar', 'src/lib/routes', 'src/lib/server/config', 'src/islands/bid/api'],
    allowed: ['src/lib/dates/dayjs'],
    refusedPackages: ['node:fs', 'zod', '@holiday-jp/holiday_jp'],
    allowedPackages: ['dayjs', 'dayjs/plugin/utc'],
  },
  {
    zone: 'domain',
    files: [
      'src/lib/domain/fixture.ts',
      'src/lib/domain/money/fixture.ts',
      'src/lib/domain/ledger/movements/fixture.ts',
    ],
    refused: ['src/lib/server/db', 'src/lib/schemas/bids', 'src/lib/errors/catalogue', 'src/islands/bid/api'],
    allowed: ['src/lib/domain/calendar', 'src/lib/dates/calendar-day', 'src/lib/routes'],
    refusedPackages: ['crypto', 'node:crypto', 'fs', 'pino', 'drizzle-orm', 'astro:middleware', 'zod', 'dayjs'],
    allowedPackages: ['@holiday-jp/holiday_jp'],
  },
  {
    zone: 'shared',
    files: ['src/lib/fixture.ts'],
    refused: ['src/lib/server/config', 'src/lib/schemas/bids', 'src/islands/bid/api'],
    allowed: ['src/lib/domain/admin-access', 'src/lib/glossary'],
    refusedPackages: ['zod', 'node:fs'],
  },
  {
    zone: 'errors',
    files: ['src/lib/errors/fixture.ts', 'src/lib/errors/a/b/fixture.ts'],
    refused: ['src/lib/server/http/respond', 'src/lib/schemas/bids', 'src/lib/api-client'],
    allowed: ['src/lib/errors/catalogue', 'src/lib/domain/money'],
    refusedPackages: ['astro'],
  },
  {
    zone: 'schemas',
    files: ['src/lib/schemas/fixture.ts', 'src/lib/schemas/a/b/fixture.ts'],
    refused: ['src/lib/server/db', 'src/islands/stores/session', 'src/lib/api-client'],
    allowed: ['src/lib/domain/money', 'src/lib/errors/catalogue', 'src/lib/glossary'],
    refusedPackages: ['drizzle-orm', 'node:fs', 'react'],
    allowedPackages: ['zod'],
  },
  {
    zone: 'api-client',
    files: ['src/lib/api-client/fixture.ts', 'src/lib/api-client/endpoints/fixture.ts'],
    refused: ['src/islands/stores/session', 'src/lib/server/auth/sessions', 'src/components/icon-paths'],
    allowed: ['src/lib/schemas/auth', 'src/lib/errors/catalogue'],
    refusedPackages: ['pg', 'node:http', 'astro'],
    allowedPackages: ['zod'],
  },
  {
    zone: 'browser',
    files: ['src/lib/browser/fixture.ts', 'src/lib/browser/a/fixture.ts'],
    refused: ['src/lib/server/db', 'src/islands/hooks/use-query', 'src/pages/login.astro'],
    allowed: ['src/lib/api-client/unhandled', 'src/lib/routes'],
    refusedPackages: ['node:fs', 'pino'],
  },
  {
    zone: 'islands',
    files: ['src/islands/fixture.tsx', 'src/islands/bid/fixture.tsx', 'src/islands/account/balance/fixture.tsx'],
    refused: ['src/lib/server/db', 'src/lib/server/services/bids/enter-buy-bid', 'src/pages/login.astro'],
    allowed: ['src/lib/api-client/admin', 'src/lib/schemas/codes', 'src/islands/hooks/use-query'],
    refusedPackages: ['drizzle-orm', 'pg', '@electric-sql/pglite', 'node:crypto', 'crypto', 'pino'],
    allowedPackages: ['react', 'react-bootstrap'],
  },
  {
    zone: 'repositories',
    files: ['src/lib/server/repositories/fixture.ts', 'src/lib/server/repositories/a/b/fixture.ts'],
    refused: ['src/lib/server/services/audit/record-audit', 'src/lib/server/http/respond', 'src/islands/bid/api'],
    allowed: ['src/lib/server/db/schema', 'src/lib/domain/audit/actor', 'src/lib/server/config'],
    allowedPackages: ['drizzle-orm'],
  },
  {
    zone: 'services',
    files: ['src/lib/server/services/fixture.ts', 'src/lib/server/services/auctions/clearing-job/fixture.ts'],
    refused: [
      'src/lib/server/http/respond',
      'src/lib/server/http/endpoint',
      'src/components/icon-paths',
      'src/lib/api-client',
    ],
    allowed: ['src/lib/server/repositories/audit-log', 'src/lib/server/db/schema', 'src/lib/schemas/bids'],
    allowedPackages: ['drizzle-orm', 'node:crypto'],
  },
  {
    zone: 'db connection',
    files: ['src/lib/server/db/client.ts'],
    refused: [
      'src/lib/server/db/year-views',
      'src/lib/server/db/lot-ddl',
      'src/lib/server/services/auctions/clear-auction',
    ],
    allowed: ['src/lib/server/db/schema', 'src/lib/server/db/listen', 'src/lib/server/logger'],
    allowedPackages: ['pg', '@electric-sql/pglite'],
  },
  {
    zone: 'db',
    files: ['src/lib/server/db/fixture.ts', 'src/lib/server/db/schema/fixture.ts'],
    refused: [
      'src/lib/server/services/auctions/clear-auction',
      'src/lib/server/repositories/audit-log',
      'src/lib/server/http/respond',
    ],
    allowed: ['src/lib/server/config', 'src/lib/domain/money'],
    allowedPackages: ['drizzle-orm', 'pg'],
  },
  {
    zone: 'server',
    files: ['src/lib/server/fixture.ts', 'src/lib/server/auth/mfa/fixture.ts', 'src/lib/server/http/fixture.ts'],
    refused: ['src/islands/stores/session', 'src/components/icon-paths', 'src/lib/api-client', 'src/pages/login.astro'],
    allowed: ['src/lib/server/services/auctions/clear-auction', 'src/lib/schemas/bids', 'src/lib/errors/catalogue'],
  },
  {
    zone: 'pages',
    files: [
      'src/middleware.ts',
      'src/pages/fixture.astro',
      'src/pages/api/v1/fixture.ts',
      'src/pages/api/admin/audit/fixture.ts',
      'src/components/fixture.astro',
      'src/components/admin/fixture.astro',
      'src/layouts/fixture.astro',
    ],
    refused: [
      'src/lib/server/repositories/audit-log',
      'src/lib/server/db/schema',
      'src/lib/server/db/client',
      'src/cli/ops',
    ],
    allowed: [
      'src/lib/server/db',
      'src/lib/server/services/console/list-audit-log',
      'src/islands/bid/api',
      'src/lib/server/http/respond',
    ],
    refusedPackages: ['drizzle-orm', 'pg'],
    allowedPackages: ['astro'],
  },
  {
    zone: 'process',
    files: ['src/server/fixture.ts', 'src/server/a/b/fixture.ts'],
    refused: ['src/lib/server/repositories/audit-log', 'src/lib/server/db/schema', 'src/islands/bid/api'],
    allowed: ['src/lib/server/http/node-server', 'src/cli/ops', 'src/lib/server/db/client', 'src/server/start'],
    refusedPackages: ['drizzle-orm'],
    allowedPackages: ['astro', 'node:http'],
  },
  {
    zone: 'cli',
    files: ['src/cli/fixture.ts', 'src/cli/commands/fixture.ts'],
    refused: ['src/lib/server/repositories/audit-log', 'src/lib/server/db/schema', 'src/islands/bid/api'],
    allowed: ['src/lib/server/services/auctions/clear-auction', 'src/lib/server/db/client', 'src/lib/server/config'],
    refusedPackages: ['drizzle-orm'],
    allowedPackages: ['node:fs'],
  },
  {
    zone: 'public-report',
    files: [
      'public-report/src/pages/fixture.astro',
      'public-report/src/scripts/fixture.ts',
      'public-report/src/pages/a/b/fixture.astro',
    ],
    refused: [
      'src/lib/server/db',
      'src/islands/bid/api',
      'src/components/icon-paths',
      'public-report/scripts/static-server',
    ],
    allowed: [
      'src/lib/api-client/endpoints/certificate',
      'src/lib/schemas/certificate',
      'public-report/src/layouts/report-layout.astro',
    ],
    refusedPackages: ['node:http', 'pg'],
  },
  {
    zone: 'public-report tooling',
    files: ['public-report/scripts/fixture.ts', 'public-report/fixture.mjs'],
    refused: ['src/lib/server/db', 'src/lib/server/services/nfcs/get-nfc-pdf'],
    allowed: ['src/lib/schemas/certificate', 'public-report/src/scripts/report-page'],
    allowedPackages: ['node:http'],
  },
];

describe('layer zones (architecture.md#layers-and-what-each-may-import) are enforced by lint on resolved paths', () => {
  it('every zone of eslint.layers.js has its case here', () => {
    expect(CASES.map((c) => c.zone).sort()).toEqual(ZONES.map((z) => z.name).sort());
  });

  for (const c of CASES) {
    it(`${c.zone}: refuses what it may not import, from every depth and however spelt, and accepts what it may`, async () => {
      for (const file of c.files) {
        expect(zoneOf(file.replace(/\.[^./]+$/, ''))?.name, file).toBe(c.zone);
        for (const target of c.refused) {
          for (const spec of spellings(file, target)) {
            const messages = await layerMessages(file, spec);
            expect(messages, `${file}: ${spec}`).toHaveLength(1);
            expect(messages[0]).toContain(`Layer ${c.zone}: may not import ${target.replace(/\.astro$/, '')}`);
          }
        }
        for (const target of c.allowed) {
          for (const spec of spellings(file, target))
            expect(await layerMessages(file, spec), `${file}: ${spec}`).toEqual([]);
        }
        for (const name of c.refusedPackages ?? []) {
          expect(await layerMessages(file, name), `${file}: ${name}`).toHaveLength(1);
        }
        for (const name of c.allowedPackages ?? [])
          expect(await layerMessages(file, name), `${file}: ${name}`).toEqual([]);
      }
      // The first case loads ESLint's whole configuration (plugins, parsers): seconds on a busy machine.
    }, 120_000);
  }

  it('every source file of both sites is in a zone, and a file outside every zone is reported', async () => {
    const files = execFileSync('git', ['ls-files', 'src', 'public-report'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|js|mjs|astro)$/.test(f) && !f.endsWith('.d.ts'));
    expect(files.length).toBeGreaterThan(500);
    expect(files.filter((f) => !zoneOf(f.replace(/\.[^./]+$/, '')))).toEqual([]);
    const [result] = await eslint.lintText('export const x = 1;\n', { filePath: 'src/new-folder/fixture.ts' });
    expect(result!.messages.map((m) => m.message)).toContain(
      'Layer: src/new-folder/fixture is in no zone of eslint.layers.js; give its folder rules.',
    );
  });
});
