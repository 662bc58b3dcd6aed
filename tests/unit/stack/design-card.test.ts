import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_CARD } from '../../../bench/lib/design-card';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro|scss)$/;
const SKIP = new Set(['node_modules', 'dist', '.astro', '.data']);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(rel);
    return SOURCE.test(e.name) ? [rel] : [];
  });
}

/**
 * The bare specifiers a source file imports for its code: ES imports, dynamic imports and Sass
 * @use/@import. A type-only import brings no code, so it does not count as using a package.
 */
function specifiersOf(text: string): string[] {
  const source = text.replace(/\b(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]*['"]/g, '');
  const found = [
    ...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'".][^'"]*)['"]/g),
    ...source.matchAll(/@(?:use|import|forward)\s+['"]([^'".][^'"]*)['"]/g),
  ];
  return found.map((m) => m[1]!);
}

/** The specifiers each part of the repository imports. */
function importsOf(dirs: string[], rootFiles: string[] = []): Set<string> {
  const files = [...dirs.flatMap(filesUnder), ...rootFiles];
  return new Set(files.flatMap((f) => specifiersOf(readFileSync(path.join(ROOT, f), 'utf8'))));
}

const names = (specifier: string) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

describe('the design card: each of its fifteen packages is listed and used where its kind of work is done', () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('lists fifteen packages', () => {
    expect(DESIGN_CARD).toHaveLength(15);
  });

  it('has every package in package.json, the two test tools as devDependencies', () => {
    for (const card of DESIGN_CARD) {
      const listed = card.usedFrom === 'tests' ? pkg.devDependencies : pkg.dependencies;
      expect(listed[card.name], card.name).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });

  // The app's packages from its code (the sites' Astro configs name the adapter and the renderer).
  const app = new Set(
    [...importsOf(['src', 'public-report/src'], ['astro.config.mjs', 'public-report/astro.config.mjs'])].map(names),
  );
  const tests = new Set([...importsOf(['tests'])].map(names));

  for (const card of DESIGN_CARD) {
    it(`imports ${card.name} from ${card.usedFrom === 'tests' ? 'tests/' : 'src/ or public-report/'}`, () => {
      const used = card.usedFrom === 'tests' ? tests : app;
      expect(
        card.specifiers.some((s) => used.has(s)),
        card.name,
      ).toBe(true);
    });
  }
});
