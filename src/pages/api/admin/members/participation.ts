import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { AppError } from '@/lib/errors/app-error';
import { adminParticipationRequest } from '@/lib/schemas/admin-members';
import { changeParticipation } from '@/lib/server/services/organizations/update-participation';
import { memberRow } from '@/lib/server/services/console/list-members';

/** The participation rule of the member's own dialog, applied by an operator to a named member. */
export const PUT = operatorEndpoint(async ({ db, operator, request }) => {
  const { memberNumber, ...flags } = await readJson(request, adminParticipationRequest);
  const changed = await changeParticipation(db, consoleActor(operator), { memberNumber }, flags);
  if (!changed) throw new AppError('C_SH_008', { message: `会員番号 ${memberNumber} の取引会員は存在しません。` });
  return json({ member: await memberRow(db, memberNumber) });
});

export const ALL = methodNotAllowed;
