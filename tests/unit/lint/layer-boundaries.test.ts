import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.layers.js bite: a fixture file placed (virtually) in each layer with an
 * import it must not make is refused, and the same file with an import it may make passes. (The
 * code base itself is held to them by `eslint .` in the test command.)
 */
// The fixtures exist only in memory, so the type-aware rules (which need the file in the
// TypeScript project) are left out here; the import rules need no types.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function restrictedIn(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = value;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const CASES: { layer: string; file: string; refused: string[]; allowed: string }[] = [
  {
    layer: 'domain',
    file: 'src/lib/domain/money/fixture.ts',
    refused: [
      "import { value } from '../../server/db';",
      "import { value } from '../../schemas/bids';",
      "import { value } from 'drizzle-orm';",
      "import { value } from 'astro:middleware';",
      "import { value } from 'node:fs';",
      "import { value } from '@/lib/server/db';",
      "import { value } from '@/lib/schemas/bids';",
    ],
    allowed: "import { value } from '../calendar';",
  },
  {
    layer: 'schemas',
    file: 'src/lib/schemas/fixture.ts',
    refused: [
      "import { value } from '../server/db';",
      "import { value } from '../../islands/stores/session';",
      "import { value } from '@/islands/stores/session';",
    ],
    allowed: "import { value } from '../domain/money';",
  },
  {
    layer: 'api-client',
    file: 'src/lib/api-client/fixture.ts',
    refused: [
      "import { value } from '../../islands/stores/session';",
      "import { value } from '../server/auth/sessions';",
      "import { value } from '@/islands/stores/session';",
      "import { value } from '@/lib/server/auth/sessions';",
    ],
    allowed: "import { value } from '../schemas/auth';",
  },
  {
    layer: 'server',
    file: 'src/lib/server/services/fixture.ts',
    refused: [
      "import { value } from '../../../islands/stores/session';",
      "import { value } from '../../api-client';",
      "import { value } from '@/islands/stores/session';",
      "import { value } from '@/components/shell/header.astro';",
      "import { value } from '@/lib/api-client';",
    ],
    allowed: "import { value } from '../../schemas/bids';",
  },
  {
    layer: 'islands',
    file: 'src/islands/bid/fixture.tsx',
    refused: [
      "import { value } from '../../lib/server/db';",
      "import { value } from 'drizzle-orm';",
      "import { value } from '@/lib/server/db';",
    ],
    allowed: "import { value } from '../api';",
  },
];

describe('layer boundaries (architecture.md) are enforced by lint', () => {
  for (const c of CASES) {
    it(`${c.layer}: refuses what it may not import, accepts what it may`, async () => {
      for (const line of c.refused) {
        const messages = await restrictedIn(c.file, line);
        expect(messages, line).toHaveLength(1);
        expect(messages[0]).toContain(`Layer ${c.layer}:`);
      }
      expect(await restrictedIn(c.file, c.allowed)).toEqual([]);
      // The first case loads ESLint's whole configuration (plugins, parsers): seconds on a busy machine.
    }, 60_000);
  }
});
