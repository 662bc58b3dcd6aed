import { beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  configureApiClient,
  GENERIC_MESSAGE_OTHER,
  GENERIC_MESSAGE_POST,
  resetApiClient,
} from '@/lib/api-client';
import { refusalOf } from '@/islands/hooks/refusal';
import { $errorMessages, $systemErrors, closeErrorSnackbar, closeSystemError } from '@/islands/stores/messages';

const refused = (status: number, code = 'C_SH_001', navigated = false) => {
  const e = new ApiError({
    status,
    code,
    message: `server ${status}`,
    instance: 'POST /api/v1/x',
    errors: [{ field: 'volume', message: '入札量は1,000kWh以上で入力してください。' }],
    body: null,
  });
  e.navigated = navigated;
  return e;
};

describe('one rule for what a change screen explains itself', () => {
  beforeEach(() => {
    closeErrorSnackbar();
    closeSystemError();
  });

  it.each([403, 404, 409, 422])('%i is shown on the screen with its code and field messages', (status) => {
    expect(refusalOf(refused(status, 'C_AC_004'), 'POST')).toEqual({
      status,
      code: 'C_AC_004',
      message: `server ${status}`,
      fieldErrors: [{ field: 'volume', message: '入札量は1,000kWh以上で入力してください。' }],
    });
    expect($errorMessages.get()).toEqual([]);
  });

  it('anything else gets the generic message of its method, and nothing on the screen', () => {
    expect(refusalOf(refused(500), 'POST')).toBeNull();
    expect(refusalOf(refused(500), 'DELETE')).toBeNull();
    expect($errorMessages.get()).toEqual([GENERIC_MESSAGE_POST, GENERIC_MESSAGE_OTHER]);
  });

  it('no answer at all (network): the system error dialog with the generic message (decision 0016)', () => {
    expect(refusalOf(new TypeError('fetch failed'), 'POST')).toBeNull();
    expect(refusalOf(new TypeError('fetch failed'), 'DELETE')).toBeNull();
    expect($systemErrors.get()).toEqual([GENERIC_MESSAGE_POST, GENERIC_MESSAGE_OTHER]);
    expect($errorMessages.get()).toEqual([]);
  });

  it('a call given up by the page (abort) says nothing; already navigated (401, 503): nothing', () => {
    expect(refusalOf(new DOMException('left the page', 'AbortError'), 'POST')).toBeNull();
    expect($systemErrors.get()).toEqual([]);
    expect(refusalOf(refused(401, 'C_AU_001', true), 'POST')).toBeNull();
    expect(refusalOf(refused(503, 'C_SH_010', true), 'POST')).toBeNull();
    expect($errorMessages.get()).toEqual([]);
  });

  it('a screen’s own policy: a 401 the client left goes to its sign-in page, a 503 it explains is shown', () => {
    const visited: string[] = [];
    configureApiClient({
      navigation: { assign: (p) => visited.push(p), reload: () => undefined, pathname: () => '/' },
    });
    const policy = { alsoOnScreen: [503], signInPage: '/admin/login' };
    expect(refusalOf(refused(401, 'C_SH_003'), 'POST', policy)).toBeNull();
    expect(visited).toEqual(['/admin/login']);
    expect(refusalOf(refused(503, 'C_SH_016'), 'POST', policy)?.status).toBe(503);
    expect(refusalOf(refused(503, 'C_SH_016'), 'POST')).toBeNull();
    expect($errorMessages.get()).toEqual([]);
    resetApiClient();
  });
});
