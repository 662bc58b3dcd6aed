import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { ALL_FIT_FACILITIES } from '@/lib/domain/ledger';
import { rowsOf } from '../../db/raw-rows';

/**
 * The id of a system account's FIT pool line of a target year (facility '*', decision 0019),
 * created empty when it does not exist yet. Only the certification source may run negative.
 */
export async function fitPoolLineId(tx: Executor, accountId: number, targetYearId: number): Promise<number> {
  const key = sql`account_id = ${accountId} and target_year_id = ${targetYearId} and product_cd = 1
    and holding_class_cd = 0 and facility_id = ${ALL_FIT_FACILITIES}`;
  const [found] = await rowsOf<{ id: string }>(tx, sql`select id from holdings where ${key}`);
  if (found) return Number(found.id);
  await tx.execute(sql`
    insert into holdings (account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, allow_negative)
    select ${accountId}, null, ${targetYearId}, 1, 0, ${ALL_FIT_FACILITIES}, kind = 'certification_source'
      from accounts where id = ${accountId}
    on conflict do nothing`);
  const [created] = await rowsOf<{ id: string }>(tx, sql`select id from holdings where ${key}`);
  return Number(created!.id);
}
