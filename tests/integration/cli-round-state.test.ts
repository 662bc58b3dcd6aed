import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import { OPERATOR } from '../fixtures/auction-fixtures';
import { auctionCommands } from '../../src/cli/commands/auction-commands';
import { toJstIso } from '../../src/lib/server/time/jst-timestamp';

/** "YYYY-MM-DD HH:MM" in Tokyo, minutes from now. */
const jstMinutesFromNow = (minutes: number) =>
  toJstIso(new Date(Date.now() + minutes * 60_000))
    .slice(0, 16)
    .replace('T', ' ');

describe.each(testTargets())('create-round wording on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedLedgerWorld(t.database.db);
  });
  afterAll(async () => t.drop());

  it('prints 受付中 for a round whose window has already begun', async () => {
    const lines: string[] = [];
    await auctionCommands
      .find((c) => c.name === 'create-round')!
      .run({
        db: t.database.db,
        actor: OPERATOR,
        args: [],
        options: { 'fiscal-year': '2026', round: '2', opens: jstMinutesFromNow(-60), closes: jstMinutesFromNow(60) },
        print: (l) => lines.push(l),
      });
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/受付中$/);
      expect(line).not.toContain('受付前');
    }
  });
});
