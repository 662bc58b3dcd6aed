import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { listYearLots } from '@/lib/server/services/ledger/fold-lots';

/** The target years that have FIT lots, and which of them may be folded on the business date. */
export const GET = operatorEndpoint(async ({ db }) => json({ years: await listYearLots(db) }));

export const ALL = methodNotAllowed;
