import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { adminMaintenanceRequest } from '@/lib/schemas/admin-system';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { changeSystemSettings } from '@/lib/server/services/console/change-system-settings';
import { requestIfFourEyes } from '@/lib/server/services/console/change-requests/request-change';

export const PUT = operatorEndpoint(async ({ db, operator, request }) => {
  const { maintenance } = await readJson(request, adminMaintenanceRequest);
  const pending = await requestIfFourEyes(db, operator, { kind: 'maintenance', params: { maintenance } });
  if (pending) return json({ changeRequest: pending }, 202);
  return json(await changeSystemSettings(db, consoleActor(operator), { maintenance }));
});

export const ALL = methodNotAllowed;
