import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What the README's "Production install" says of `npm install --omit=dev` holds: the lock file's
 * flags decide what npm installs without the development dependencies, and no code of the build
 * imports a TypeScript loader.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface LockedPackage {
  dev?: boolean;
  devOptional?: boolean;
}

/**
 * Whether `npm install --omit=dev` installs the package: npm leaves out what only development
 * needs (`dev`); a development dependency that is also an optional dependency or optional peer of a
 * production package is `devOptional`, and is left out only when optional ones are omitted too.
 */
function installedWithoutDev(name: string): boolean {
  const locked = (JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> }).packages[
    `node_modules/${name}`
  ];
  return locked !== undefined && locked.dev !== true;
}

function productionInstallSection(): string {
  const readme = read('README.md');
  const start = readme.indexOf('## Production install');
  expect(start).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|js|astro)$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

describe('the production install of the README', () => {
  it('says whether --omit=dev installs tsx, as the lock file has it', () => {
    const section = productionInstallSection();
    if (installedWithoutDev('tsx')) {
      expect(section).toContain('`--omit=dev` still installs tsx');
      expect(section).toContain('optional peer of vite');
    } else {
      expect(section).not.toContain('still installs tsx');
    }
    // The production dependencies that bring it are themselves installed.
    expect(installedWithoutDev('vite')).toBe(true);
  });

  it('leaves the test, lint and type-check tools out', () => {
    for (const tool of ['vitest', 'eslint', 'typescript', '@playwright/test', 'prettier', 'knip'])
      expect(installedWithoutDev(tool), tool).toBe(false);
  });

  it('has no code of the build that loads TypeScript at run time', () => {
    const importsLoader = /(from\s+|import\(\s*|require\(\s*)['"](tsx|ts-node)(\/[^'"]*)?['"]/;
    const offenders = sourceFiles('src').filter((file) => importsLoader.test(read(file)));
    expect(offenders).toEqual([]);
  });
});
