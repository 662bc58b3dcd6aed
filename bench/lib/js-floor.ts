import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CLIENT_MODULE_MAP, type ClientModuleMap } from '../../scripts/build/client-module-map';
import { DESIGN_CARD } from './design-card';

/** Card packages whose code can reach a browser, plus the resolvers react-hook-form takes zod with. */
const FLOOR_PACKAGES = new Set<string>([
  ...DESIGN_CARD.filter((p) => p.usedFrom === 'app' && p.name !== '@astrojs/node').map((p) => p.name),
  '@hookform/resolvers',
]);

/** The package a module path (relative to the project) belongs to: the name after its last node_modules/. */
export function packageOf(modulePath: string): string | undefined {
  const parts = modulePath.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const first = parts[at + 1]!;
  return first.startsWith('@') ? `${first}/${parts[at + 2] ?? ''}` : first;
}

/** The client build's chunk → modules map that scripts/build/client-module-map.ts wrote beside dist/client. */
export function readClientModuleMap(clientDir: string): ClientModuleMap {
  const file = path.join(clientDir, '..', CLIENT_MODULE_MAP);
  if (!existsSync(file))
    throw new Error(`${file} is missing: build with the client module map plugin (astro.config.mjs)`);
  return JSON.parse(readFileSync(file, 'utf8')) as ClientModuleMap;
}

export interface Floor {
  gzipBytes: number;
  /** The card packages the page loads. */
  packages: string[];
}

const floors = new Map<string, Promise<Floor>>();

/**
 * A page's floor: the modules of the design card's libraries that the page's scripts hold, bundled
 * alone (esbuild, minified, production React), at gzip's default level as js-weight.ts weighs the
 * page. Every export of each module is kept (`export * as`), so the floor is what those modules
 * weigh, not what tree-shaking of our calls would leave. What the page weighs above it is ours.
 */
export function pageFloor(scriptNames: string[], map: ClientModuleMap, root: string): Promise<Floor> {
  const modules = [...new Set(scriptNames.flatMap((name) => map[name] ?? []))]
    .filter((m) => FLOOR_PACKAGES.has(packageOf(m) ?? ''))
    .sort();
  const key = modules.join('\n');
  let floor = floors.get(key);
  if (!floor) {
    floor = bundleAlone(modules, root);
    floors.set(key, floor);
  }
  return floor;
}

async function bundleAlone(modules: string[], root: string): Promise<Floor> {
  const packages = [...new Set(modules.map((m) => packageOf(m)!))].sort();
  if (modules.length === 0) return { gzipBytes: 0, packages };
  const contents = modules.map((m, i) => `export * as m${i} from ${JSON.stringify(path.resolve(root, m))};`).join('\n');
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0]!.contents;
  return { gzipBytes: gzipSync(code).length, packages };
}
