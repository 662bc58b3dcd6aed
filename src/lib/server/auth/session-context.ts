import type { Actor } from '../../domain/audit/actor';
import type { ApiTokenScope } from '../../domain/api-token/token-rules';
import type { AuthSessionResponse } from '../../schemas/auth';

/** What the middleware knows about the signed-in user, handed to pages and endpoints in locals. */
export interface AuthContext {
  sessionIdHash: string;
  csrfToken: string;
  userId: number;
  loginId: string;
  organizationId: number;
  /** The spec's userInfo.firstLogin: true once the first-login password change is done. */
  firstLogin: boolean;
  /** The same body GET /api/v1/auth/user-info answers; pages pass it to islands as props. */
  session: AuthSessionResponse;
  /** Set when the request came with a personal API token instead of the session cookie (decision 0023). */
  apiToken?: { id: number; name: string; scopes: ApiTokenScope[] };
}

/** The audit actor of a member's request: the user, and the API token when it acted through one. */
export function userActor(auth: AuthContext): Actor {
  return {
    type: 'user',
    userId: auth.userId,
    loginId: auth.loginId,
    ...(auth.apiToken ? { apiTokenId: auth.apiToken.id } : {}),
  };
}
