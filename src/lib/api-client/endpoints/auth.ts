import type { AuthLoginRequest, AuthSessionResponse, PasswordUpdateRequest } from '../../schemas/auth';
import type { AuthLoginResponse } from '../../schemas/mfa';
import { loginHandOver, passwordChangeHandOver } from '../error-rules';
import { request } from '../http';
import { requireValue } from '../required';
import type { CallOptions } from '../types';

export const LOGIN_INSTANCE = 'POST /api/v1/auth/login';

/** Answers the session, or `mfaRequired` with a ticket for loginWithMfa when the user has a second factor. */
export function login(authLoginRequest: AuthLoginRequest, options?: CallOptions): Promise<AuthLoginResponse> {
  requireValue('login', 'authLoginRequest', authLoginRequest);
  return request({
    method: 'POST',
    path: '/api/v1/auth/login',
    body: authLoginRequest,
    handOver: loginHandOver,
    options,
  });
}

export function logout(options?: CallOptions): Promise<void> {
  return request({ method: 'POST', path: '/api/v1/auth/logout', options });
}

export function getUserInfo(options?: CallOptions): Promise<AuthSessionResponse> {
  return request({ method: 'GET', path: '/api/v1/auth/user-info', retryable: true, options });
}

export function updatePassword(
  passwordUpdateRequest: PasswordUpdateRequest,
  options?: CallOptions,
): Promise<AuthSessionResponse> {
  requireValue('updatePassword', 'passwordUpdateRequest', passwordUpdateRequest);
  return request({
    method: 'PUT',
    path: '/api/v1/auth/update-password',
    body: passwordUpdateRequest,
    handOver: passwordChangeHandOver,
    options,
  });
}
