import { z } from 'zod';
import './zod-japanese';
import { organizationInfoUpdateRequest } from './auth';
import { createMemberInput, createUserInput, loginIdInput } from './ops';

/*
 * 会員とユーザー in the console: the bodies are the CLI's own inputs (`create-member`,
 * `create-user`, `lock-user`, `reset-password`, `reset-mfa`), so both refuse with the same words.
 */
export const adminCreateMemberRequest = createMemberInput;
export const adminCreateUserRequest = createUserInput;
export const adminLoginIdRequest = loginIdInput;

export const adminUserLockRequest = loginIdInput.extend({
  locked: z.boolean({ error: 'ロックするか解除するかを指定してください。' }),
});

/** FIT / non-FIT participation of one member, as the member sets it in its own dialog. */
export const adminParticipationRequest = organizationInfoUpdateRequest.extend({
  memberNumber: z.string().min(1, '会員番号は必須です。'),
});

export const adminMemberUser = z.object({
  loginId: z.string(),
  displayName: z.string(),
  locked: z.boolean(),
  mfa: z.boolean(),
  /** Still on the temporary password (must change it at the next login). */
  firstLoginPending: z.boolean(),
});
export type AdminMemberUser = z.infer<typeof adminMemberUser>;

export const adminMember = z.object({
  memberNumber: z.string(),
  name: z.string(),
  kind: z.string(),
  corporateNumber: z.string().nullable(),
  fitParticipation: z.boolean(),
  nonFitParticipation: z.boolean(),
  users: z.array(adminMemberUser),
});
export type AdminMember = z.infer<typeof adminMember>;

export const adminMembersResponse = z.object({ members: z.array(adminMember) });
export type AdminMembersResponse = z.infer<typeof adminMembersResponse>;

/** What a change did: the member's row as it now is (its users included). */
export const adminMemberResponse = z.object({ member: adminMember });
export type AdminMemberResponse = z.infer<typeof adminMemberResponse>;

/** A new user or a password reset: the temporary password, shown this once (as the CLI prints it). */
export const adminTemporaryPasswordResponse = adminMemberResponse.extend({
  loginId: z.string(),
  temporaryPassword: z.string(),
});
export type AdminTemporaryPasswordResponse = z.infer<typeof adminTemporaryPasswordResponse>;
