import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminCreateMemberRequest } from '@/lib/schemas/admin-members';
import { createMember } from '@/lib/server/services/members/create-member';
import { listMembers, memberRow } from '@/lib/server/services/console/list-members';

export const GET = operatorEndpoint(async ({ db }) => json({ members: await listMembers(db) }));

/** The CLI's `create-member`: the same input, rule and audit record. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const input = await readJson(request, adminCreateMemberRequest);
  const created = await createMember(db, consoleActor(operator), input);
  return json({ member: await memberRow(db, created.memberNumber) }, 201);
});

export const ALL = methodNotAllowed;
