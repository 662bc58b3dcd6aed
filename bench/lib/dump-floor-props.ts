/**
 * Writes src/components/bench/floor-props.json: what the balance page hands its island (and the layout's
 * locals.auth) for minato01 on the demo data, so the floor page (src/pages/bench/floor.astro)
 * renders the same island from fixed props with no session and no database.
 * Run once: npx tsx bench/lib/dump-floor-props.ts (again when the island's props change).
 */
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../../tests/setup/databases';
import { installDatabase } from '../../src/lib/server/db';
import { users } from '../../src/lib/server/db/schema';
import { createSession, findLiveSession } from '../../src/lib/server/auth/sessions';
import { sessionPolicy } from '../../src/lib/server/auth/session-policy';
import { authSessionOf } from '../../src/lib/server/services/auth/load-auth-session';
import { cachedSystemState, cachedTargetYears } from '../../src/lib/server/services/system/reference-cache';
import { balancePageProps } from '../../src/components/account/inquiry-props';

process.env.LOG_LEVEL = 'silent';
const t = await freshDatabase('pglite', { seed: 'demo' });
installDatabase(t.database);
const db = t.database.db;
const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, 'minato01'));
const now = new Date();
const created = await createSession(db, user!.id, sessionPolicy(), { now });
const live = (await findLiveSession(db, created.token, sessionPolicy(), now))!;
const [system, years] = await Promise.all([cachedSystemState(t.database, now), cachedTargetYears(t.database)]);
const session = authSessionOf(live, system, years);
const auth = {
  sessionIdHash: 'floor',
  csrfToken: 'floor',
  userId: live.user.id,
  loginId: live.user.loginId,
  organizationId: live.organization.id,
  firstLogin: !live.user.mustChangePassword,
  session,
};
const props = await balancePageProps(new URL('http://127.0.0.1/account/balance'), session);
writeFileSync('src/components/bench/floor-props.json', `${JSON.stringify({ auth, props })}\n`);
await t.drop();
process.exit(0);
