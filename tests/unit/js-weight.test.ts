import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packageOf, pageFloor } from '../../bench/lib/js-floor';
import { pageWeight, staticImports } from '../../bench/lib/js-weight';

/** A dist/client stand-in: /_astro/<name> files with the given sources. */
function clientDir(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'js-weight-'));
  mkdirSync(path.join(root, '_astro'));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(root, '_astro', name), source);
  return root;
}

const gz = (text: string) => gzipSync(text).length;

describe('the JavaScript a page loads before any click', () => {
  const files = {
    'island.js': 'import{a}from"./shared.js";import"./side.js";const d=()=>import("./dialog.js");export{d};',
    'renderer.js': 'export*from"./shared.js";',
    'shared.js': 'export const a=1;',
    'side.js': 'console.log(1);',
    'dialog.js': 'export const huge="' + 'x'.repeat(5000) + '";',
    'page.js': 'import"./shared.js";',
  };

  it('reads static import, export-from and side-effect imports, never import()', () => {
    expect(staticImports(files['island.js'])).toEqual(['./shared.js', './side.js']);
    expect(staticImports(files['renderer.js'])).toEqual(['./shared.js']);
  });

  it('sums the islands, module scripts and inline scripts with their static graph, each file once', () => {
    const dir = clientDir(files);
    const html = `<html><body>
      <astro-island uid="1" component-url="/_astro/island.js" renderer-url="/_astro/renderer.js"></astro-island>
      <astro-island uid="2" component-url="/_astro/island.js" renderer-url="/_astro/renderer.js"></astro-island>
      <script type="module" src="/_astro/page.js"></script>
      <script>window.x=1</script>
      <script type="application/json">{"not":"code"}</script>
    </body></html>`;
    const weight = pageWeight(html, dir);
    expect(weight.scripts.map((s) => s.name).sort()).toEqual(
      [
        '/_astro/island.js',
        '/_astro/page.js',
        '/_astro/renderer.js',
        '/_astro/shared.js',
        '/_astro/side.js',
        'inline #1',
      ].sort(),
    );
    const expected =
      gz(files['island.js']) +
      gz(files['renderer.js']) +
      gz(files['shared.js']) +
      gz(files['side.js']) +
      gz(files['page.js']) +
      gz('window.x=1');
    expect(weight.gzipBytes).toBe(expected);
  });

  it('refuses a page whose scripts are missing from the build', () => {
    expect(() => pageWeight('<script type="module" src="/_astro/gone.js"></script>', clientDir({}))).toThrow(
      /gone\.js/,
    );
  });
});

describe('the floor’s package of a module', () => {
  it('reads the package name after the last node_modules/', () => {
    expect(packageOf('node_modules/react-bootstrap/esm/Modal.js')).toBe('react-bootstrap');
    expect(packageOf('node_modules/@hookform/resolvers/zod/dist/zod.mjs')).toBe('@hookform/resolvers');
    expect(packageOf('node_modules/a/node_modules/dayjs/dayjs.min.js')).toBe('dayjs');
    expect(packageOf('src/islands/ui/format.ts')).toBeUndefined();
  });
});

describe('a page’s floor: the card’s libraries its chunks hold, bundled alone', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const map = {
    '/_astro/dates.js': ['src/lib/x.ts', 'node_modules/dayjs/dayjs.min.js'],
    '/_astro/own.js': ['src/islands/ui/format.ts', 'node_modules/@holiday-jp/holiday_jp/lib/holidays.js'],
  };

  it('weighs the card package’s modules and nothing of ours or of other packages', async () => {
    const floor = await pageFloor(['/_astro/dates.js', '/_astro/own.js'], map, root);
    expect(floor.packages).toEqual(['dayjs']);
    expect(floor.gzipBytes).toBeGreaterThan(1000);
    expect(floor.gzipBytes).toBeLessThan(6000);
  });

  it('is empty for a page whose chunks hold no card package', async () => {
    expect(await pageFloor(['/_astro/own.js'], map, root)).toEqual({ gzipBytes: 0, packages: [] });
  });
});
