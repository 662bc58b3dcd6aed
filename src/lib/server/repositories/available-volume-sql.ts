import { sql, type SQL } from 'drizzle-orm';
import { NEVER_AVAILABLE_CLASSES } from '../../domain/ledger/available-volume';
import { holdings } from '../db/schema';

/**
 * availableVolume() of domain/ledger as a SQL expression over `holdings`, generated from the same
 * class list, for the readers that compute in the database (the balance sort key, the COPY CSV).
 * Classes are inlined as integer literals: the COPY path sends its statement without parameters.
 */
export function availableVolumeSql(): SQL {
  const classes = sql.raw(NEVER_AVAILABLE_CLASSES.map((c) => String(Math.trunc(c))).join(', '));
  return sql`(case when ${holdings.holdingClassCd} in (${classes}) then 0 else ${holdings.balance} - ${holdings.reserved} end)`;
}
