import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installDatabase } from '../../src/lib/server/db';
import { createAppServer, type NodeHandler } from '../../src/lib/server/http/node-server';
import { freshDatabase, type SeedMode, type TargetName, type TestDatabase } from './databases';

export interface TestApp {
  baseUrl: string;
  target: TargetName;
  db: TestDatabase['database']['db'];
  close(): Promise<void>;
}

/**
 * The built Astro server, in this process, on a fresh database of the given kind. The bundle and
 * the test share the database handle through globalThis, so a test can change state (maintenance,
 * session age) the way an operator would and then see what a member sees.
 */
export async function startApp(
  target: TargetName,
  env: Record<string, string> = {},
  seed: SeedMode = 'members',
): Promise<TestApp> {
  Object.assign(process.env, { LOG_LEVEL: 'silent', ...env });
  const testDb = await freshDatabase(target, { seed });
  installDatabase(testDb.database);
  const entry = pathToFileURL(path.resolve('dist/server/entry.mjs')).href;
  const { handler } = (await import(/* @vite-ignore */ entry)) as { handler: NodeHandler };
  // The same server `npm start` runs, so headers set outside Astro's middleware are tested too.
  const server: Server = createAppServer(handler, path.resolve('dist/client'));
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
