import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { cspDigestOnce } from './src/lib/server/build/csp-digest-once';
import { reactIslandRender } from './src/lib/server/build/react-island-render';
import { astroRenderPath } from './src/lib/server/build/astro-render-path';
import { precompress } from './src/lib/server/http/precompress';

export default defineConfig({
  output: 'server',
  // Middleware mode: the adapter's handler is the app only; src/lib/server/http/node-server.ts serves
  // the built client files itself (the standalone handler asked the disk about every request).
  // Pages render to one buffer (no streaming): sent in one write with its Content-Length instead of
  // a chunk per component through a web stream. The pages are small, the first byte is not earlier
  // in practice, and an error during rendering becomes the 500 page instead of a cut-off answer.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // precompress: .br and .gz copies of the client files, served by static-files.ts (README, Production).
  integrations: [react(), precompress()],
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
    plugins: [cspDigestOnce(), reactIslandRender(), astroRenderPath()],
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
