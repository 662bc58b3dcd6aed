import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { adminAuditCsvQuery } from '@/lib/schemas/admin-audit';
import { exportAuditLogCsv } from '@/lib/server/services/console/export-audit-log-csv';

export const GET = operatorEndpoint(async ({ db, url }) =>
  fileResponse(await exportAuditLogCsv(db, readQuery(url, adminAuditCsvQuery))),
);

export const ALL = methodNotAllowed;
