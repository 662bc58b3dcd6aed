import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson, readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { adminClearingQuery, adminClearingRequest } from '@/lib/schemas/admin-clearing';
import { getClearing } from '@/lib/server/services/console/get-clearing';
import { startClearing } from '@/lib/server/services/console/start-clearing';
import { requestIfFourEyes } from '@/lib/server/services/console/change-requests/request-change';

export const GET = operatorEndpoint(async ({ db, url }) => {
  const { marketNo } = readQuery(url, adminClearingQuery);
  return json(await getClearing(db, marketNo));
});

export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const { marketNo } = await readJson(request, adminClearingRequest);
  const pending = await requestIfFourEyes(db, operator, { kind: 'clearing', params: { marketNo } });
  if (pending) return json({ changeRequest: pending }, 202);
  return json(await startClearing(db, operator, marketNo));
});

export const ALL = methodNotAllowed;
