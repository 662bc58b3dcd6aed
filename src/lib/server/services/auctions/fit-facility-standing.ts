import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db';
import { columnArray } from '../../db/bulk';
import { fitFacilityVolumes } from '../../db/schema';
import type { FitFacilityStanding } from '@/lib/domain/auction';
import { rowsOf } from '../../db/raw-rows';

/** Arbitrary int4 naming FIT supply loading among two-key advisory locks (the second key: the target year). */
const FIT_SUPPLY_LOCK = 72_016_011;

/**
 * Loads of FIT supply and FIT volumes of one target year take turns (decision 0011): each checks
 * what the year's auctions already hold of its facilities, so two at once could both pass. Held to
 * the end of the caller's transaction. A clearing only lowers what is held, so it need not wait.
 */
export async function lockFitSupplyYear(tx: Tx, targetYear: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FIT_SUPPLY_LOCK}::int, ${targetYear}::int)`);
}

/** Whether the target year has FIT volumes registered, and so bounds every facility's offers. */
export async function fitYearBounded(ex: Executor, targetYear: number): Promise<boolean> {
  const [row] = await rowsOf<{ bounded: boolean }>(
    ex,
    sql`select exists (select 1 from fit_facility_volumes where target_year = ${targetYear}) as bounded`,
  );
  return row!.bounded;
}

/**
 * Each facility's FIT volume for the year and what the year's FIT auctions hold of it: every offer
 * (auction_supplies) less the rests their clearings returned (fit_supply_rests), so a cleared
 * auction counts what it sold and an open one all it offers. An auction cleared before rests were
 * recorded counts its whole offer.
 */
export async function fitStandings(
  ex: Executor,
  targetYear: number,
  facilityIds: readonly string[],
): Promise<Map<string, FitFacilityStanding>> {
  const rows = await rowsOf<{ facility_id: string; fit_volume: string | null; committed: string }>(
    ex,
    sql`with ids as (select unnest(${columnArray(fitFacilityVolumes.facilityId, facilityIds)}) as facility_id),
             year_auctions as (select id from auctions where fiscal_year = ${targetYear} and product_cd = 1)
        select i.facility_id, fv.volume::text as fit_volume,
               (coalesce((select sum(s.volume) from auction_supplies s join year_auctions a on a.id = s.auction_id
                           where s.facility_id = i.facility_id), 0)
              - coalesce((select sum(r.volume) from fit_supply_rests r join year_auctions a on a.id = r.auction_id
                           where r.facility_id = i.facility_id), 0))::text as committed
          from ids i left join fit_facility_volumes fv on fv.target_year = ${targetYear} and fv.facility_id = i.facility_id`,
  );
  return new Map(
    rows.map((r) => [
      r.facility_id,
      { fitVolume: r.fit_volume === null ? null : Number(r.fit_volume), committed: Number(r.committed) },
    ]),
  );
}
