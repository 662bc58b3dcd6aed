import { TestClient } from './http-client';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';
import { createOperator } from '../../src/lib/server/services/operators/create-operator';
import type { Db } from '../../src/lib/server/db';

/** The console's stand-in browser: its own CSRF cookie, otherwise the member client's habits. */
export class AdminClient extends TestClient {
  override get csrf(): string | undefined {
    return this.cookies.get('ADMIN-XSRF-TOKEN');
  }

  override async visit(path = '/admin/login'): Promise<Response> {
    return super.visit(path);
  }

  /** The password step; the client names the operator from then on only if a session opened. */
  async adminLogin(loginId: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
    if (!this.csrf) await this.visit();
    const res = await this.request('POST', '/api/admin/auth/login', { loginId, password }, { headers });
    if (res.ok) this.loginId = loginId;
    return res;
  }
}

export const NEW_OPERATOR_PASSWORD = 'Ops#Console2026';

export interface OperatorAt {
  client: AdminClient;
  loginId: string;
  temporaryPassword: string;
  /** Set once enrolled: the factor's secret and the time its confirming code was computed for. */
  secret?: string;
  enrolledAt?: number;
}

let sequence = 0;

/**
 * A new operator signed in at one stage of the first sign-in: enrolment (password only),
 * first-change (factor enrolled) or console (password changed too).
 */
export async function operatorAt(
  baseUrl: string,
  db: Db,
  stage: 'enrolment' | 'first-change' | 'console',
  headers: Record<string, string> = {},
): Promise<OperatorAt> {
  const { loginId, temporaryPassword } = await newOperator(db);
  return signInOperator(baseUrl, loginId, temporaryPassword, stage, headers);
}

/** An operator as `ops create-operator` makes one: a login id and a temporary password. */
export async function newOperator(db: Db): Promise<{ loginId: string; temporaryPassword: string }> {
  const loginId = `ops-${++sequence}-${Date.now() % 100_000}`;
  const { temporaryPassword } = await createOperator(
    db,
    { type: 'operator', name: 'ops:test' },
    {
      loginId,
      displayName: `試験 運用${sequence}`,
    },
  );
  return { loginId, temporaryPassword };
}

/**
 * An operator made by newOperator signed in over HTTP only, up to `stage` (for a server whose
 * database this process cannot open while it runs: the embedded one).
 */
export async function signInOperator(
  baseUrl: string,
  loginId: string,
  temporaryPassword: string,
  stage: 'enrolment' | 'first-change' | 'console',
  headers: Record<string, string> = {},
): Promise<OperatorAt> {
  const client = new AdminClient(baseUrl);
  const login = await client.adminLogin(loginId, temporaryPassword, headers);
  if (login.status !== 200) throw new Error(`operator login: ${login.status}`);
  const result: OperatorAt = { client, loginId, temporaryPassword };
  if (stage === 'enrolment') return result;
  const setup = await (await client.request('POST', '/api/admin/auth/mfa/setup', undefined, { headers })).json();
  const at = Date.now();
  const enabled = await client.request(
    'POST',
    '/api/admin/auth/mfa/enable',
    { code: totpCodeAt(setup.secret, new Date(at)) },
    { headers },
  );
  if (enabled.status !== 200) throw new Error(`enrolment: ${enabled.status}`);
  Object.assign(result, { secret: setup.secret, enrolledAt: at });
  if (stage === 'first-change') return result;
  const changed = await client.request(
    'PUT',
    '/api/admin/auth/update-password',
    { currentPassword: temporaryPassword, newPassword: NEW_OPERATOR_PASSWORD, confirmPassword: NEW_OPERATOR_PASSWORD },
    { headers },
  );
  if (changed.status !== 200) throw new Error(`password change: ${changed.status}`);
  return result;
}
