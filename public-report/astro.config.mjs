import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';

/*
 * The public tracking site: static files only, deployable on any static host or CDN without the
 * main app. The API address is fixed at build time (PUBLIC_API_BASE_URL); the CSP lets the page
 * call that origin and nothing else.
 */
const root = new URL('.', import.meta.url).pathname;
const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', root, 'PUBLIC_'), ...process.env };
const apiBase = env.PUBLIC_API_BASE_URL || 'http://127.0.0.1:4321';
if (!env.PUBLIC_API_BASE_URL) console.warn(`[public-report] PUBLIC_API_BASE_URL is not set; using ${apiBase}`);
// Also passed to the page through import.meta.env, so the value the CSP allows is the value called.
process.env.PUBLIC_API_BASE_URL = apiBase;

export default defineConfig({
  root,
  output: 'static',
  // Tests and the benchmark build into a scratch directory so public-report/dist keeps the deployable build.
  outDir: process.env.REPORT_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never', assets: 'assets' },
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1', port: 4322 },
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'none'",
        `connect-src ${new URL(apiBase).origin}`,
        "img-src 'self' data:",
        "font-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        "manifest-src 'self'",
      ],
    },
  },
});
