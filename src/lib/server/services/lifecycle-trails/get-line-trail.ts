import type { z } from 'zod';
import type { Executor } from '../../db';
import type { LineTrailResponse, lineTrailQuery } from '@/lib/schemas/lifecycle-trails';
import { AppError } from '../../../errors/app-error';
import { findOwnTrailLine } from '../../repositories/lifecycle-trails';
import { loadTrailSteps, trailStepItem } from './trail-steps';

export type LineTrailQuery = Pick<
  z.infer<typeof lineTrailQuery>,
  'fiscalYear' | 'productCd' | 'holdingClassCd' | 'equipmentId'
>;

/**
 * 追跡履歴（保有明細）: the member's line and every step of its (year, product, facility), all
 * classes (docs/domain.md#lifecycle-trail). A line the member does not hold, its own or another
 * member's, answers as not found, so other members' lines cannot be probed.
 */
export async function getLineTrail(
  db: Executor,
  organizationId: number,
  query: LineTrailQuery,
): Promise<LineTrailResponse> {
  const key = { fiscalYear: query.fiscalYear, productCd: query.productCd, facilityId: query.equipmentId };
  const line = await findOwnTrailLine(db, organizationId, { ...key, holdingClassCd: query.holdingClassCd });
  if (!line) throw new AppError('C_SH_002');
  const steps = await loadTrailSteps(db, organizationId, key);
  return {
    line: {
      fiscalYear: query.fiscalYear,
      productCd: line.productCd,
      productName: line.productName ?? '',
      holdingClassCd: line.holdingClassCd,
      equipmentId: line.facilityId,
      facilityName: line.facilityName,
      balance: line.balance,
    },
    steps: steps.map(trailStepItem),
  };
}
