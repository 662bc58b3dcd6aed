import type { OperatorStage } from '../../domain/admin-access';
import type { Actor } from '../services/audit/record-audit';

/** What the middleware knows about the signed-in operator, handed to /admin pages and endpoints. */
export interface OperatorContext {
  sessionIdHash: string;
  csrfToken: string;
  operatorId: number;
  loginId: string;
  displayName: string;
  /** Which step of the first sign-in the operator is at, or console when done. */
  stage: OperatorStage;
}

/** How the console's operators appear in the audit log (the command line's are "ops:…"). */
export function consoleActor(operator: { loginId: string }): Actor {
  return { type: 'operator', name: `console:${operator.loginId}` };
}
