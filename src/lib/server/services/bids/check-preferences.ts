import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { facilities } from '../../db/schema';
import type { TrackingPreferenceInput } from '@/lib/schemas/bids';
import { AppError } from '../../../errors/app-error';

/**
 * A facility-id preference must name a registered FIT facility: a typo would otherwise be kept
 * silently and the allocation would skip it. Condition preferences may match nothing; that is
 * the member's choice and the allocation falls back to the next preference.
 */
export async function requireFitFacilities(
  tx: Executor,
  preferences: readonly TrackingPreferenceInput[] | undefined,
): Promise<void> {
  const ids = [...new Set((preferences ?? []).map((p) => p.equipmentId).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(inArray(facilities.id, ids), eq(facilities.isFit, true)));
  const known = new Set(found.map((f) => f.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    const message = `トラッキング希望に指定された設備ID ${missing.join('、')} はFIT設備として登録されていません。`;
    const fieldErrors = (preferences ?? []).flatMap((p, i) =>
      p.equipmentId && missing.includes(p.equipmentId) ? [{ field: `preferences.${i}.equipmentId`, message }] : [],
    );
    throw new AppError('C_BD_004', { message, fieldErrors });
  }
}

/** Stored as given (blank conditions dropped), in the shape the clearing reads back. */
export function preferencesToStore(
  preferences: readonly TrackingPreferenceInput[] | undefined,
): TrackingPreferenceInput[] | null {
  if (!preferences?.length) return null;
  return preferences.map(
    (p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as TrackingPreferenceInput,
  );
}
