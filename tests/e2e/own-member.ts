import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../setup/app-server';
import type { AuthContext } from '../../src/lib/server/auth/session-context';
import { createSession } from '../../src/lib/server/auth/sessions';
import { sessionPolicy } from '../../src/lib/server/auth/session-policy';
import { organizations, users } from '../../src/lib/server/db/schema';
import type { CreateMemberInput } from '../../src/lib/schemas/ops';
import { updatePassword } from '../../src/lib/server/services/auth/update-password';
import { createMember } from '../../src/lib/server/services/members/create-member';
import { createUser } from '../../src/lib/server/services/members/create-user';

const OPERATOR = { type: 'operator', name: 'e2e' } as const;
export const OWN_MEMBER_PASSWORD = 'Own#Member2026';
let serial = 0;

export interface OwnMember {
  memberNumber: string;
  loginId: string;
  name: string;
  organizationId: number;
}

export type OwnMemberInput = Omit<CreateMemberInput, 'memberNumber'>;

/**
 * A member of the test's own with one login user, registered as the operator registers one
 * (create-member, create-user): the user still holds its printed temporary password and must
 * change it at first login.
 */
export async function registerOwnMemberWithTemporaryPassword(
  app: TestApp,
  input: OwnMemberInput,
): Promise<OwnMember & { temporaryPassword: string }> {
  serial += 1;
  const memberNumber = `E${process.pid}${serial}`;
  const loginId = `own-${memberNumber}`;
  await createMember(app.db, OPERATOR, { ...input, memberNumber });
  const { temporaryPassword } = await createUser(app.db, OPERATOR, {
    loginId,
    memberNumber,
    displayName: `${input.name} 担当`,
  });
  const [org] = await app.db.select().from(organizations).where(eq(organizations.memberNumber, memberNumber));
  return { memberNumber, loginId, name: input.name, organizationId: org!.id, temporaryPassword };
}

/**
 * A member of the test's own, past its first-login password change as the member makes it
 * (password OWN_MEMBER_PASSWORD): a test may change it without touching what other tests read.
 */
export async function registerOwnMember(app: TestApp, input: OwnMemberInput): Promise<OwnMember> {
  const { temporaryPassword, ...member } = await registerOwnMemberWithTemporaryPassword(app, input);
  const [user] = await app.db.select().from(users).where(eq(users.loginId, member.loginId));
  const session = await createSession(app.db, user!.id, sessionPolicy(), { now: new Date() });
  // updatePassword reads only who is changing it and which session it replaces.
  const auth = { userId: user!.id, sessionIdHash: session.idHash } as AuthContext;
  await updatePassword(
    app.db,
    auth,
    { currentPassword: temporaryPassword, newPassword: OWN_MEMBER_PASSWORD, confirmPassword: OWN_MEMBER_PASSWORD },
    { ip: '127.0.0.1', policy: sessionPolicy() },
  );
  return member;
}

/**
 * A retailer of its own in both markets (so what the test changes in its member dialog meets no
 * demo user other tests log in as), logged in, with its member dialog (取引会員情報) open.
 */
export async function openOwnMemberDialog(
  app: TestApp,
  page: Page,
  login: (loginId: string) => Promise<void>,
  name: string,
): Promise<{ loginId: string; dialog: Locator }> {
  const { loginId } = await registerOwnMember(app, {
    name,
    kind: 'retailer',
    fitParticipation: true,
    nonFitParticipation: true,
  });
  await login(loginId);
  await page.waitForURL('**/account/balance');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  return { loginId, dialog: page.getByRole('dialog', { name: '取引会員情報' }) };
}
