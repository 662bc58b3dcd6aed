import type { Db } from '../../db';
import type { AdminClearing } from '@/lib/schemas/admin-clearing';
import type { OperatorContext } from '../../auth/operator-context';
import { consoleActor } from '../../auth/operator-context';
import { requestClearing } from '../auctions/clearing-job/request-clearing';
import { getClearing } from './get-clearing';

/**
 * 約定処理の開始 from the console: the same job the CLI's `clear` requests (refused alike when the
 * auction is cleared or a run is under way), recorded as the console operator.
 */
export async function startClearing(db: Db, operator: OperatorContext, marketNo: number): Promise<AdminClearing> {
  await requestClearing(db, consoleActor(operator), marketNo);
  return getClearing(db, marketNo);
}
