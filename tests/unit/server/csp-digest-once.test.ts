import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rememberCspDigests } from '@/lib/server/build/csp-digest-once';

// Not among astro's package exports: read from the installed package directly.
const encryptionModule = path.resolve('node_modules/astro/dist/core/encryption.js');

describe('rememberCspDigests', () => {
  it('wraps the installed Astro’s generateCspDigest', () => {
    const code = rememberCspDigests(readFileSync(encryptionModule, 'utf8'));
    expect(code).toContain('byContent.get(data)');
    expect(code).toContain('async function computeCspDigest(data, algorithm) {');
  });

  it('refuses a runtime whose function it does not recognize (the build fails instead of hashing per request again)', () => {
    expect(() => rememberCspDigests('export async function somethingElse() {}')).toThrow(/generateCspDigest/);
  });
});
