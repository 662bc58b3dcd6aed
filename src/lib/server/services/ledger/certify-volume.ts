import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { organizations } from '../../db/schema';
import { buildCertification } from '../../../domain/ledger';
import { AppError } from '../../http/app-error';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import { getSystemState } from '../system/system-state';
import { facilitiesOf } from './facility-checks';
import { ledgerRefusal } from './ledger-errors';
import { persistEntry } from './persist-entry';

export interface CertifyRequest {
  memberNumber: string;
  targetYear: number;
  productCd: 2 | 3;
  lines: { facilityId: string; volume: number }[];
}

/** Plant group of renewable energy: the only one that may carry the renewable-specified product (2). */
const RENEWABLE_PLANT_GROUP = 1;

/**
 * 認定 (operator): non-FIT volume certified for the member's own facilities arrives in its
 * authorized class. The facilities must be non-FIT and owned by that member; the renewable-
 * specified product needs renewable facilities.
 */
export async function certifyVolume(
  db: Db,
  actor: Actor,
  req: CertifyRequest,
): Promise<{ entryId: number; total: number }> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(organizations).where(eq(organizations.memberNumber, req.memberNumber));
    if (!member || member.isSystem) throw new AppError('C_SH_008');
    const found = await facilitiesOf(
      tx,
      req.lines.map((l) => l.facilityId),
    );
    for (const f of found.values()) {
      if (f.isFit) throw new AppError('C_SH_001', { message: `設備 ${f.id} はFIT設備のため認定できません。` });
      if (f.ownerOrganizationId !== member.id)
        throw new AppError('C_SH_001', { message: `設備 ${f.id} は ${member.name} の設備ではありません。` });
      if (req.productCd === 2 && f.plantGroupCd !== RENEWABLE_PLANT_GROUP) {
        throw new AppError('C_SH_001', {
          message: `設備 ${f.id} は再生可能エネルギーではないため、再エネ指定ありとして認定できません。`,
        });
      }
    }
    const built = buildCertification({
      memberId: member.id,
      targetYear: req.targetYear,
      productCd: req.productCd,
      lines: req.lines,
    });
    if (!built.ok) throw ledgerRefusal(built.error);
    const { businessDate } = await getSystemState(tx);
    const { entryId } = await persistEntry(tx, built.value, {
      actor: actorId(actor),
      businessDate,
      reference: '非化石価値認定',
    });
    const total = req.lines.reduce((s, l) => s + l.volume, 0);
    await recordAudit(tx, {
      actor,
      action: 'ledger.certify',
      entity: 'journal_entry',
      entityId: entryId!,
      after: { ...req, total },
    });
    return { entryId: entryId!, total };
  });
}
