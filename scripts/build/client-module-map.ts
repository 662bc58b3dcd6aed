import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the map lands: beside dist/client, not in it, so the server never serves it. */
export const CLIENT_MODULE_MAP = 'client-modules.json';

/** One client chunk's file (as a URL path under /) and the source modules Rollup put into it. */
export type ClientModuleMap = Record<string, string[]>;

/**
 * Records, for every JavaScript chunk of the client build, the modules it holds (the bundler's own
 * `chunk.moduleIds`, paths relative to the project). The JS budget (bench/lib/js-floor.ts) reads it
 * to tell a page's library code from our own: the floor of a page is the card's libraries that page
 * loads, bundled alone. Writes dist/client-modules.json; the server build is left alone.
 */
export function clientModuleMap(root: string): Plugin {
  return {
    name: 'nfc-client-module-map',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const map: ClientModuleMap = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[`/${chunk.fileName}`] = chunk.moduleIds
          .filter((id) => !id.startsWith('\0') && path.isAbsolute(id.split('?')[0]!))
          .map((id) => path.relative(root, id.split('?')[0]!));
      }
      const target = path.join(options.dir, '..', CLIENT_MODULE_MAP);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify(map, null, 1));
    },
  };
}
