import type { AuthSessionResponse } from '../../schemas/auth';
import type {
  MfaDisableRequest,
  MfaEnableRequest,
  MfaEnableResponse,
  MfaLoginRequest,
  MfaSetupResponse,
  MfaStatusResponse,
} from '../../schemas/mfa';
import { request } from '../http';
import { requireValue } from '../required';
import type { CallOptions } from '../types';
import { loginHandOver } from './auth';

export const MFA_LOGIN_INSTANCE = 'POST /api/v1/auth/login/mfa';
export const MFA_ENABLE_INSTANCE = 'POST /api/v1/auth/mfa/enable';
export const MFA_DISABLE_INSTANCE = 'POST /api/v1/auth/mfa/disable';

/** The login's second step: a wrong or expired code (401) and throttling (429) are the form's own messages. */
export function loginWithMfa(mfaLoginRequest: MfaLoginRequest, options?: CallOptions): Promise<AuthSessionResponse> {
  requireValue('loginWithMfa', 'mfaLoginRequest', mfaLoginRequest);
  return request({
    method: 'POST',
    path: '/api/v1/auth/login/mfa',
    body: mfaLoginRequest,
    handOver: loginHandOver,
    options,
  });
}

export function getMfaStatus(options?: CallOptions): Promise<MfaStatusResponse> {
  return request({ method: 'GET', path: '/api/v1/auth/mfa', retryable: true, options });
}

export function startMfaSetup(options?: CallOptions): Promise<MfaSetupResponse> {
  return request({ method: 'POST', path: '/api/v1/auth/mfa/setup', handOver: (s) => s === 409, options });
}

/** Wrong code (422), throttling (429) and a state that changed meanwhile (409) are shown in the dialog. */
export function enableMfa(mfaEnableRequest: MfaEnableRequest, options?: CallOptions): Promise<MfaEnableResponse> {
  requireValue('enableMfa', 'mfaEnableRequest', mfaEnableRequest);
  return request({
    method: 'POST',
    path: '/api/v1/auth/mfa/enable',
    body: mfaEnableRequest,
    handOver: (s) => s === 409 || s === 429,
    options,
  });
}

export function disableMfa(mfaDisableRequest: MfaDisableRequest, options?: CallOptions): Promise<void> {
  requireValue('disableMfa', 'mfaDisableRequest', mfaDisableRequest);
  return request({
    method: 'POST',
    path: '/api/v1/auth/mfa/disable',
    body: mfaDisableRequest,
    handOver: (s) => s === 409 || s === 429,
    options,
  });
}
