import type { AuthLoginRequest, AuthSessionResponse, PasswordUpdateRequest } from '../../schemas/auth';
import type { AuthLoginResponse } from '../../schemas/mfa';
import { request } from '../http';
import { requireValue } from '../required';
import type { CallOptions } from '../types';

export const LOGIN_INSTANCE = 'POST /api/v1/auth/login';
export const UPDATE_PASSWORD_INSTANCE = 'PUT /api/v1/auth/update-password';

/**
 * Wrong credentials (401) and throttling (429) are the login screen's own messages:
 * they are not a session expiry and not a system fault.
 */
export const loginHandOver = (status: number) => status === 401 || status === 429;

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
    // Too many wrong current passwords: the form says so itself.
    handOver: (status) => status === 429,
    options,
  });
}
