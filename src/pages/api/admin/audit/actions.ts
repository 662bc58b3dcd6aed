import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { findAuditActions } from '@/lib/server/repositories/audit-log';

export const GET = operatorEndpoint(async ({ db }) => json({ actions: await findAuditActions(db) }));

export const ALL = methodNotAllowed;
