import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { runExpiryBench } from '../../bench/lib/expiry-bench';

/** bench/expire-year.ts at a small size, so the bench keeps running; its figures are not asserted. */
describe.runIf(testTargets().includes('postgres'))('the expiry bench at a small size', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase('postgres', { seed: 'none' });
  });
  afterAll(async () => t?.drop());

  it('expires every line of the year and passes its checks', async () => {
    const figures = await runExpiryBench(t.database.db, t.database.pool!, {
      facilities: 2_000,
      bids: 40,
      members: 4,
      demandRatio: 1.2,
    });
    expect(figures.lines).toBeGreaterThanOrEqual(2_000);
    expect(figures.checks).toEqual({
      'every member line of the year expired': true,
      'the retirement account holds the expired kWh': true,
      'a repeat changes nothing': true,
      'every ledger invariant holds': true,
    });
  }, 120_000);
});
