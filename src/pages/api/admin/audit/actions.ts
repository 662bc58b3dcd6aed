import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { listAuditActions } from '@/lib/server/services/console/list-audit-log';

export const GET = operatorEndpoint(async ({ db }) => json({ actions: await listAuditActions(db) }));

export const ALL = methodNotAllowed;
