import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/password-hash';

/** Demo passwords satisfy the spec's rules; they are printed at start and documented in the README. */
const DEMO_PASSWORD = 'Demo#Pass2026';
export const DEMO_TEMP_PASSWORD = 'Temp#Pass2026';

const DEMO_ORGANIZATIONS = [
  {
    memberNumber: '9000',
    name: '電力広域的運営推進機関',
    kind: 'fit_seller',
    fit: false,
    nonFit: false,
    isSystem: true,
    corporate: '4010405010556',
    invoice: 'T4010405010556',
  },
  {
    memberNumber: '1001',
    name: 'さくら電力株式会社',
    kind: 'retailer',
    fit: true,
    nonFit: true,
    isSystem: false,
    corporate: '1180301018771',
    invoice: 'T1180301018771',
  },
  {
    memberNumber: '1002',
    name: 'みなとエナジー株式会社',
    kind: 'retailer',
    fit: false,
    nonFit: true,
    isSystem: false,
    corporate: '7000012050002',
    invoice: 'T7000012050002',
  },
  {
    memberNumber: '2001',
    name: '東和製作所株式会社',
    kind: 'consumer',
    fit: true,
    nonFit: false,
    isSystem: false,
    corporate: null,
    invoice: null,
  },
  {
    memberNumber: '3001',
    name: 'あおぞら再エネ発電株式会社',
    kind: 'generator',
    fit: false,
    nonFit: true,
    isSystem: false,
    corporate: null,
    invoice: null,
  },
] as const;

export const DEMO_USERS = [
  { loginId: 'sakura01', memberNumber: '1001', displayName: 'さくら電力 需給担当', mustChange: false },
  { loginId: 'sakura02', memberNumber: '1001', displayName: 'さくら電力 新任担当', mustChange: true },
  { loginId: 'minato01', memberNumber: '1002', displayName: 'みなとエナジー 取引担当', mustChange: false },
  { loginId: 'towa01', memberNumber: '2001', displayName: '東和製作所 環境担当', mustChange: false },
  { loginId: 'aozora01', memberNumber: '3001', displayName: 'あおぞら再エネ発電 販売担当', mustChange: false },
] as const;

export function demoPasswordOf(user: (typeof DEMO_USERS)[number]): string {
  return user.mustChange ? DEMO_TEMP_PASSWORD : DEMO_PASSWORD;
}

/**
 * The demo users that still have their published password: the only logins worth printing at start.
 * A user whose password was changed or reset is no demo login any more, whatever its login id.
 */
export async function demoLoginsInUse(db: Executor): Promise<Array<(typeof DEMO_USERS)[number]>> {
  const rows = await db
    .select({ loginId: users.loginId, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.loginId,
        DEMO_USERS.map((u) => u.loginId),
      ),
    );
  const hashOf = new Map(rows.map((r) => [r.loginId, r.passwordHash]));
  const stillDemo = await Promise.all(
    DEMO_USERS.map(async (u) => {
      const hash = hashOf.get(u.loginId);
      return hash !== undefined && (await verifyPassword(hash, demoPasswordOf(u)));
    }),
  );
  return DEMO_USERS.filter((_, i) => stillDemo[i]);
}

export async function seedDemoMembers(db: Executor): Promise<void> {
  for (const o of DEMO_ORGANIZATIONS) {
    await db
      .insert(organizations)
      .values({
        memberNumber: o.memberNumber,
        name: o.name,
        kind: o.kind,
        fitParticipation: o.fit,
        nonFitParticipation: o.nonFit,
        isSystem: o.isSystem,
        corporateNumber: o.corporate,
        invoiceRegistrationNumber: o.invoice,
      })
      .onConflictDoNothing();
  }
  const orgs = await db.select().from(organizations);
  const idOf = new Map(orgs.map((o) => [o.memberNumber, o.id]));
  const [demoHash, tempHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_TEMP_PASSWORD)]);
  for (const u of DEMO_USERS) {
    await db
      .insert(users)
      .values({
        organizationId: idOf.get(u.memberNumber)!,
        loginId: u.loginId,
        displayName: u.displayName,
        passwordHash: u.mustChange ? tempHash : demoHash,
        mustChangePassword: u.mustChange,
      })
      .onConflictDoNothing();
  }
}
