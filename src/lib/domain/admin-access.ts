/**
 * Who may reach what in the operators' console: the one decision behind every /admin page and
 * /api/admin operation (the middleware applies it; the registries say each route's access).
 */

/** What a route asks of its caller. */
export type AdminAccess =
  /** The login page and the session's doors (login steps, logout): anyone but a member. */
  | 'entry'
  /** Enrolling the mandatory second factor: an operator signed in with the password only. */
  | 'enrolment'
  /** The first-login password change: an operator with the factor and a temporary password. */
  | 'first-change'
  /** Everything else: an operator with the factor and an own password. */
  | 'console';

/** Who is calling: nobody, a member (never let in), or an operator at one of the three stages. */
export type AdminCaller = 'anonymous' | 'member' | OperatorStage;
export type OperatorStage = 'enrolment' | 'first-change' | 'console';

export type AdminDecision =
  | { kind: 'allow' }
  /** The console does not exist for members: the same answer as an unknown path. */
  | { kind: 'not-found' }
  /** Pages: go here. API: the caller is not signed in (401). */
  | { kind: 'sign-in' }
  /** Pages: go to the caller's own step. API: refused (403) with the step's reason. */
  | { kind: 'elsewhere'; to: string; stage: OperatorStage };

export const ADMIN_LOGIN_PATH = '/admin/login';

/** Where each stage belongs: nothing else is reachable before its step is done. */
export const STAGE_HOME: Record<OperatorStage, string> = {
  enrolment: '/admin/mfa/setup',
  'first-change': '/admin/password/first-change',
  console: '/admin',
};

export function operatorStage(o: { mfaVerified: boolean; mustChangePassword: boolean }): OperatorStage {
  if (!o.mfaVerified) return 'enrolment';
  return o.mustChangePassword ? 'first-change' : 'console';
}

export function decideAdminAccess(access: AdminAccess, caller: AdminCaller, kind: 'page' | 'api'): AdminDecision {
  if (caller === 'member') return { kind: 'not-found' };
  if (caller === 'anonymous') return access === 'entry' ? { kind: 'allow' } : { kind: 'sign-in' };
  // A signed-in operator may still log in again through the API (rotation), but the login page sends them on.
  if (access === 'entry')
    return kind === 'api' ? { kind: 'allow' } : { kind: 'elsewhere', to: STAGE_HOME[caller], stage: caller };
  if (access === caller) return { kind: 'allow' };
  return { kind: 'elsewhere', to: STAGE_HOME[caller], stage: caller };
}
