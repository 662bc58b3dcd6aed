import { defineConfig, passthroughImageService } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import { serverEntries } from './src/server/build-entries';
import { precompress } from './src/lib/server/http/precompress';
import { clientModuleMap } from './scripts/build/client-module-map';

export default defineConfig({
  output: 'server',
  // @astrojs/node in middleware mode (decision 0024): its handler runs inside our node:http server
  // (src/lib/server/http/node-server.ts: sirv for the client files, compression, the fast path).
  // Pages render to one buffer (sent with their length; an error while rendering is the 500 page).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // Astro's entry (the adapter's handler) is astro-entry.mjs; dist/server/entry.mjs is ours
  // (src/server/entry.ts: start, ops, migrate, createServer), a chunk of the same build.
  build: { serverEntry: 'astro-entry.mjs' },
  // serverEntries: our entry and launchers; precompress: .br and .gz copies of the client files,
  // served by sirv (static-files.ts; README, Production).
  integrations: [react(), serverEntries(), precompress()],
  // No astro:assets images: nothing for an image service to do.
  image: { service: passthroughImageService() },
  // No Astro sessions: ours are in the database (src/lib/server/auth/sessions.ts).
  session: false,
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  security: {
    // The same check runs in src/lib/server/middleware/origin-check.ts, which can answer API calls in
    // the API's JSON error shape (Astro's own check answers English plain text before our middleware).
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  vite: {
    // dist/client-modules.json: which modules each client chunk holds, for the JS budget's floor (bench/lib/js-floor.ts).
    plugins: [clientModuleMap(import.meta.dirname)],
    // One stylesheet for every page (26 KB brotli, cached once) instead of 4–6 per page: Astro
    // computes a CSP digest for each of a page's stylesheets and scripts on every request, on the
    // thread pool; 8 → 2 per balance page cut its CPU by ~20% (issue 23 §2, docs/benchmarks.md).
    build: { cssCodeSplit: false },
    css: {
      preprocessorOptions: {
        scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
      },
    },
    ssr: {
      external: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'pdfkit', 'pino'],
      // react-bootstrap's deep imports (react-bootstrap/Button) are directories, which Node's ESM loader refuses.
      noExternal: [
        'react-bootstrap',
        'react-transition-group',
        '@restart/ui',
        '@restart/hooks',
        'uncontrollable',
        'dom-helpers',
        'prop-types-extra',
        '@popperjs/core',
      ],
    },
  },
});
