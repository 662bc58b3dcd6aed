import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';

/**
 * Our own Astro adapter: the server build's entry is src/server/entry.ts, so the start script, the
 * clearing runner, the purge timer, the ops CLI and every page come out of ONE Vite build and every
 * module exists once per process. Public adapter API only (`setAdapter` with
 * `entrypointResolution: 'auto'`; the entry uses `astro/app/entrypoint` and `astro/app/node`).
 *
 * After the build it writes two launchers beside the entry, so production is
 * `node dist/server/start.mjs` and `node dist/server/ops.mjs <command>`: plain JavaScript that
 * sets NODE_ENV before any library reads it, then calls the entry's exported function.
 */
export function nodeEntryAdapter(): AstroIntegration {
  let serverDir: URL | undefined;
  return {
    name: 'nfc-node-entry',
    hooks: {
      'astro:config:done': ({ setAdapter, config }) => {
        serverDir = config.build.server;
        setAdapter({
          name: 'nfc-node-entry',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server', middlewareMode: 'classic' },
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable' },
        });
      },
      'astro:build:done': () => {
        if (!serverDir) return;
        for (const [file, call] of Object.entries(LAUNCHERS)) {
          writeFileSync(new URL(file, serverDir), launcher(call));
        }
      },
    },
  };
}

/** The launchers and the entry export each one calls. */
const LAUNCHERS: Record<string, string> = {
  'start.mjs': 'await entry.start();',
  'ops.mjs': 'process.exitCode = await entry.ops(process.argv.slice(2));',
  'migrate.mjs': 'await entry.migrate();',
};

function launcher(call: string): string {
  return [
    "// Written by src/server/adapter.ts after the build. Libraries pick their build (React's",
    '// production server renderer) from NODE_ENV when they load, so it is set before the entry is imported.',
    "process.env.NODE_ENV ??= 'production';",
    "const entry = await import('./entry.mjs');",
    call,
    '',
  ].join('\n');
}
