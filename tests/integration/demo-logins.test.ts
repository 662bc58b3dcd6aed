import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { demoLoginsInUse } from '../../src/lib/server/services/seed';
import { users } from '../../src/lib/server/db/schema';
import { hashPassword } from '../../src/lib/server/auth/password-hash';

/** The start banner prints these: a demo login only while it still opens the demo user's account. */
describe.each(testTargets())('demo logins printed at start on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
  });
  afterAll(async () => t.drop());

  it('lists every demo user while each has its published password', async () => {
    const logins = await demoLoginsInUse(t.database.db);
    expect(logins.map((u) => u.loginId)).toEqual(['sakura01', 'sakura02', 'minato01', 'towa01', 'aozora01']);
  });

  it('leaves out a demo user whose password was changed', async () => {
    const db = t.database.db;
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('Changed#Pass2026') })
      .where(eq(users.loginId, 'sakura01'));
    const logins = await demoLoginsInUse(db);
    expect(logins.map((u) => u.loginId)).toEqual(['sakura02', 'minato01', 'towa01', 'aozora01']);
  });

  it('lists nothing on a database without demo users', async () => {
    const bare = await freshDatabase(target, { seed: 'codes' });
    try {
      expect(await demoLoginsInUse(bare.database.db)).toEqual([]);
    } finally {
      await bare.drop();
    }
  });
});
