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
}
