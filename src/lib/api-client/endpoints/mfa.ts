import type { AuthSessionResponse } from '../../schemas/auth';
import type {
  MfaDisableRequest,
  MfaEnableRequest,
  MfaEnableResponse,
  MfaLoginRequest,
  MfaSetupRequest,
  MfaSetupResponse,
  MfaStatusResponse,
} from '../../schemas/mfa';
import { request } from '../http';
import { requireValue } from '../required';
import type { CallOptions } from '../types';
import { loginHandOver } from '../error-rules';

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

export const MFA_SETUP_INSTANCE = 'POST /api/v1/auth/mfa/setup';

/** A wrong password (422), throttling (429) and a factor already on (409) are shown in the dialog. */
export function startMfaSetup(mfaSetupRequest: MfaSetupRequest, options?: CallOptions): Promise<MfaSetupResponse> {
  requireValue('startMfaSetup', 'mfaSetupRequest', mfaSetupRequest);
  return request({
    method: 'POST',
    path: '/api/v1/auth/mfa/setup',
    body: mfaSetupRequest,
    handOver: (s) => s === 409 || s === 429,
    options,
  });
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
