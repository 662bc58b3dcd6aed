import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { accounts, auctions, holdings, targetYears } from '../../db/schema';
import { buildExpiry } from '../../../domain/ledger';
import { AppError } from '../../http/app-error';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { persistEntry } from '../ledger/persist-entry';
import { marketInstant } from './market-clock';

export interface FitSupplyExpiry {
  facilities: number;
  volume: number;
}

/**
 * After the last FIT auction of a target year (decision 0011): the FIT supply that no auction of
 * the year sold leaves the FIT supply account for the retirement account, in one ledger entry, so
 * nothing is offered twice and every kWh stays accounted for. Refused while a FIT auction of the
 * year is not cleared (it would still offer that volume); a repeat finds nothing left.
 */
export async function expireFitSupply(db: Db, actor: Actor, fiscalYear: number): Promise<FitSupplyExpiry> {
  return db.transaction(async (tx) => {
    // The same turn-taking as the clearings' carry-over: no clearing of the year runs meanwhile.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nfc:fit-carry-over'), ${fiscalYear})`);
    const open = await tx
      .select({ marketNo: auctions.marketNo })
      .from(auctions)
      .where(and(eq(auctions.productCd, 1), eq(auctions.fiscalYear, fiscalYear), isNull(auctions.clearedAt)));
    if (open.length)
      throw new AppError('C_SH_006', {
        message: `${fiscalYear}年度には約定処理前のFIT市場（市場番号 ${open.map((a) => a.marketNo).join('、')}）があるため、FIT供給の残量を失効できません。`,
      });
    const lines = await tx
      .select({ facilityId: holdings.facilityId, volume: holdings.balance })
      .from(holdings)
      .innerJoin(accounts, and(eq(accounts.id, holdings.accountId), eq(accounts.kind, 'fit_supply')))
      .innerJoin(targetYears, eq(targetYears.id, holdings.targetYearId))
      .where(and(eq(targetYears.targetYear, fiscalYear), eq(holdings.productCd, 1), sql`${holdings.balance} > 0`));
    if (lines.length === 0) return { facilities: 0, volume: 0 };
    const built = buildExpiry({
      targetYear: fiscalYear,
      productCd: 1,
      lines: lines.map((l) => ({ owner: 'fit-supply' as const, facilityId: l.facilityId, volume: l.volume })),
    });
    if (!built.ok) throw ledgerRefusal(built.error);
    const { businessDate } = await marketInstant(tx);
    const { entryId } = await persistEntry(tx, built.value, {
      actor: actorId(actor),
      businessDate,
      reference: `${fiscalYear}年度 FIT供給の失効（未販売分）`,
    });
    const volume = lines.reduce((s, l) => s + l.volume, 0);
    await recordAudit(tx, {
      actor,
      action: 'fit-supply.expire',
      entity: 'target-year',
      entityId: fiscalYear,
      after: { entryId, facilities: lines.length, volume },
    });
    return { facilities: lines.length, volume };
  });
}
