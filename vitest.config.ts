import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** '@/…' is src/ (tsconfig.json paths), for every project. */
const resolve = { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] };

export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // Hooks and building blocks of the islands, rendered with Testing Library on happy-dom.
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The ops CLI's suite runs the built launcher (dist/server/ops.mjs).
          globalSetup: ['tests/setup/build-app.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/build-app.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Production behaviour on a PostgreSQL server of the suite's own: database restarts, rolling restarts.
        test: {
          name: 'production',
          include: ['tests/production/**/*.test.ts'],
          globalSetup: ['tests/setup/build-app.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
