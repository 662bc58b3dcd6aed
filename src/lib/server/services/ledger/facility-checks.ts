import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { facilities } from '../../db/schema';
import { AppError } from '../../../errors/app-error';

export type FacilityRow = typeof facilities.$inferSelect;

/** The facilities named by request lines; 422 when one does not exist or is named twice. */
export async function facilitiesOf(tx: Executor, facilityIds: string[]): Promise<Map<string, FacilityRow>> {
  if (new Set(facilityIds).size !== facilityIds.length) throw new AppError('C_AC_008');
  const found = new Map<string, FacilityRow>();
  for (let i = 0; i < facilityIds.length; i += 5000) {
    const rows = await tx
      .select()
      .from(facilities)
      .where(inArray(facilities.id, facilityIds.slice(i, i + 5000)));
    for (const row of rows) found.set(row.id, row);
  }
  if (found.size !== facilityIds.length) throw new AppError('C_AC_007');
  return found;
}
