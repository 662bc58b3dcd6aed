import { defineConfig, passthroughImageService } from 'astro/config';
import react from '@astrojs/react';
import { nodeEntryAdapter } from './src/server/adapter';
import { precompress } from './src/lib/server/http/precompress';

export default defineConfig({
  output: 'server',
  // Our own adapter (src/server/adapter.ts): the server build's entry is src/server/entry.ts, which
  // holds the start script, the ops CLI and the app handler, so production is one module graph.
  // src/lib/server/http/node-server.ts serves the built client files itself.
  adapter: nodeEntryAdapter(),
  // precompress: .br and .gz copies of the client files, served by static-files.ts (README, Production).
  integrations: [react(), precompress()],
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
