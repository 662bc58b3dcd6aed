import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { adminBusinessDateRequest } from '@/lib/schemas/admin-system';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { changeSystemSettings } from '@/lib/server/services/console/change-system-settings';
import { requestIfFourEyes } from '@/lib/server/services/console/change-requests/request-change';

export const PUT = operatorEndpoint(async ({ db, operator, request }) => {
  const { businessDate } = await readJson(request, adminBusinessDateRequest);
  const change = { businessDate: businessDate === 'today' ? null : businessDate };
  const pending = await requestIfFourEyes(db, operator, { kind: 'business-date', params: change });
  if (pending) return json({ changeRequest: pending }, 202);
  return json(await changeSystemSettings(db, consoleActor(operator), change));
});

export const ALL = methodNotAllowed;
