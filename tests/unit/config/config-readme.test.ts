import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../../src/lib/server/config';

/** The backticked names in the first column of the README's "## Configuration" table. */
function readmeVariables(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

describe("README's configuration table", () => {
  it('lists exactly the variables of the config schema, each once', () => {
    const listed = readmeVariables();
    expect(listed.length).toBeGreaterThan(10);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
