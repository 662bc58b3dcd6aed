import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { organizations } from '../../db/schema';
import type { CreateMemberInput } from '@/lib/schemas/ops';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type Actor } from '../audit/record-audit';

export async function createMember(db: Db, actor: Actor, input: CreateMemberInput) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(organizations).where(eq(organizations.memberNumber, input.memberNumber));
    if (existing) {
      const message = `会員番号 ${input.memberNumber} は既に登録されています（${existing.name}）。`;
      throw new AppError('C_SH_001', { message, fieldErrors: [{ field: 'memberNumber', message }] });
    }
    const [created] = await tx
      .insert(organizations)
      .values({ ...input, corporateNumber: input.corporateNumber ?? null })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'member.create',
      entity: 'organization',
      entityId: created!.id,
      after: created,
    });
    return created!;
  });
}
