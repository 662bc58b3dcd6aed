/**
 * Child process of bench/request-path.ts: statements per request for each endpoint, counted on the
 * database handle of the built app of the checkout in the working directory (the test harness runs
 * dist/server/entry.mjs in this process on PGlite with the demo data). Prints one JSON line.
 */
import { startApp } from '../../tests/setup/app-server';
import { recordStatements } from '../../tests/setup/count-statements';
import { TestClient } from '../../tests/setup/http-client';

export const ENDPOINTS = [
  '/login',
  '/account/balance',
  '/api/v1/auth/user-info',
  '/api/v1/account-balances?fiscalYear=2026&productCd=2&offset=0&limit=100&count=true',
  '/api/v1/account-histories?fiscalYear=2026&productCd=2&offset=0&limit=100&count=true',
  '/api/v1/bids?productCd=2&offset=0&limit=10&count=true',
];
const REPEAT = 5;

const app = await startApp('pglite', {}, 'demo');
const member = new TestClient(app.baseUrl);
await member.login('minato01', 'Demo#Pass2026');
const result: Record<string, number> = {};
for (const endpoint of ENDPOINTS) {
  const client = endpoint === '/login' ? new TestClient(app.baseUrl) : member;
  const send = () => client.request('GET', endpoint, undefined, { redirect: 'manual' });
  const first = await send();
  if (first.status !== 200) throw new Error(`${endpoint} answered ${first.status}`);
  const recorder = recordStatements(app.db);
  for (let i = 0; i < REPEAT; i++) await send();
  recorder.restore();
  result[endpoint] = recorder.statements.length / REPEAT;
}
await app.close();
console.log(JSON.stringify(result));
process.exit(0);
