import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { adminCreateTargetYearRequest } from '@/lib/schemas/admin-target-years';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { listTargetYears } from '@/lib/server/services/codes/target-years';
import { createTargetYear } from '@/lib/server/services/codes/create-target-year';
import { requestIfFourEyes } from '@/lib/server/services/console/change-requests/request-change';

export const GET = operatorEndpoint(async ({ db }) => json(await listTargetYears(db)));

/** The CLI's `create-target-year`: the same input, rules and audit record; a market setting under the two-person rule. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const params = await readJson(request, adminCreateTargetYearRequest);
  const pending = await requestIfFourEyes(db, operator, { kind: 'target-year', params });
  if (pending) return json({ changeRequest: pending }, 202);
  return json({ targetYear: await createTargetYear(db, consoleActor(operator), params) }, 201);
});

export const ALL = methodNotAllowed;
