import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthContext } from '../../auth/session-context';

/** The demo data acts through the real services as the demo users would. */
export async function authOf(db: Db, loginId: string): Promise<AuthContext> {
  const [u] = await db.select().from(users).where(eq(users.loginId, loginId));
  return { userId: u!.id, loginId, organizationId: u!.organizationId, firstLogin: true } as AuthContext;
}
