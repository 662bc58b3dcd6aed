import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { adminAuditQuery } from '@/lib/schemas/admin-audit';
import { listAuditLog } from '@/lib/server/services/console/list-audit-log';

export const GET = operatorEndpoint(async ({ db, url }) =>
  json(await listAuditLog(db, readQuery(url, adminAuditQuery))),
);

export const ALL = methodNotAllowed;
