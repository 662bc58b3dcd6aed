import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ClearingRunner } from '../../src/lib/server/services/auctions/clearing-job/clearing-runner';
import { freshDatabase, type SeedMode, type TargetName, type TestDatabase } from './databases';

export interface TestApp {
  baseUrl: string;
  target: TargetName;
  db: TestDatabase['database']['db'];
  close(): Promise<void>;
}

/** The built server entry's surface (src/server/entry.ts), as this process loads it from dist/. */
export type BuiltApp = typeof import('../../src/server/entry');

let loaded: Promise<BuiltApp> | undefined;

/**
 * dist/server/entry.mjs, loaded once per test process. The test's own imports of src/ are a second
 * copy of the server's modules: anything with process state the app must see (its database, the
 * clearing runner its endpoints queue to, its log sink) goes through this object.
 */
export function builtApp(): Promise<BuiltApp> {
  loaded ??= import(/* @vite-ignore */ pathToFileURL(path.resolve('dist/server/entry.mjs')).href) as Promise<BuiltApp>;
  return loaded;
}

/**
 * The built server, in this process, on a fresh database of the given kind. The test holds the
 * same database handle the app uses, so it can change state (maintenance, session age) the way an
 * operator would and then see what a member sees; the app's caches learn of such changes as they
 * learn of another server's (LISTEN/NOTIFY, on PGlite too).
 */
export async function startApp(
  target: TargetName,
  env: Record<string, string> = {},
  seed: SeedMode = 'members',
): Promise<TestApp> {
  Object.assign(process.env, { LOG_LEVEL: 'silent', ...env });
  const testDb = await freshDatabase(target, { seed });
  // The same server `npm start` runs, so headers set outside Astro's middleware are tested too.
  const server = await (await builtApp()).createServer(testDb.database);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    target,
    db: testDb.database.db,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testDb.drop();
    },
  };
}

/** The built app's clearing runner on `app`'s database: its endpoints' clearings run on it. */
export async function startAppClearingRunner(
  app: TestApp,
  options?: Parameters<BuiltApp['startClearingRunner']>[1],
): Promise<ClearingRunner> {
  return (await builtApp()).startClearingRunner(app.db, options);
}
