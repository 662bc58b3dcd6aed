import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * One module graph for production (decision 0024): @astrojs/node is the adapter (middleware mode),
 * and this integration adds our process entry, src/server/entry.ts, to the same server build as an
 * extra chunk (`emitFile`, a public Rollup/Vite plugin API), so the start script, the clearing
 * runner, the purge timer, the ops CLI, migrate and every page share one copy of each module.
 * Astro's own entry (the adapter's handler) is `build.serverEntry` (astro.config.mjs); ours is
 * dist/server/entry.mjs, which imports the handler when a server is made.
 *
 * After the build it writes three launchers beside the entry: plain JavaScript that sets NODE_ENV
 * before any library reads it (React picks its production server renderer when it loads), then
 * calls one export of the entry.
 */
export const ENTRY_FILE = 'entry.mjs';

const LAUNCHERS: Record<string, string> = {
  'start.mjs': 'await entry.start();',
  'ops.mjs': 'process.exitCode = await entry.ops(process.argv.slice(2));',
  'migrate.mjs': 'await entry.migrate();',
};

export function serverEntries(): AstroIntegration {
  let serverDir: URL | undefined;
  return {
    name: 'nfc-server-entries',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'nfc-server-entries',
                applyToEnvironment: (environment) => environment.name === 'ssr',
                buildStart() {
                  this.emitFile({
                    type: 'chunk',
                    id: fileURLToPath(new URL('./entry.ts', import.meta.url)),
                    fileName: ENTRY_FILE,
                  });
                },
              },
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': () => {
        if (!serverDir) return;
        for (const [file, call] of Object.entries(LAUNCHERS)) writeFileSync(new URL(file, serverDir), launcher(call));
      },
    },
  };
}

function launcher(call: string): string {
  return [
    '// Written by src/server/build-entries.ts after the build. Libraries pick their build (React',
    '// picks its production server renderer) from NODE_ENV when they load, so it is set before the entry is imported.',
    "process.env.NODE_ENV ??= 'production';",
    `const entry = await import('./${ENTRY_FILE}');`,
    call,
    '',
  ].join('\n');
}
