import { describe, expect, it } from 'vitest';
import { isMenuItemActive } from '@/components/menu-active';
import { afterLoginPath } from '@/lib/domain/navigation-guard';
import { serverFieldErrors } from '@/islands/auth/server-field-errors';
import { SESSION } from '../api-client/support/client-harness';

describe('login success rule (spec §2)', () => {
  const done = SESSION;
  const mustChange = { ...SESSION, userInfo: { ...SESSION.userInfo, firstLogin: false } };

  it('sends a member who must change the password to the first-change page, whatever was asked', () => {
    expect(afterLoginPath(mustChange, '/bid/list')).toBe('/password/first-change');
  });

  it('goes through the landing point with the login page path, or home without one', () => {
    expect(afterLoginPath(done, '/bid/result?x=1')).toBe('/?path=%2Fbid%2Fresult%3Fx%3D1');
    expect(afterLoginPath(done, null)).toBe('/account/balance');
    expect(afterLoginPath(done, '/')).toBe('/account/balance');
  });

  it('ignores paths that would leave the site', () => {
    expect(afterLoginPath(done, '//evil.example/')).toBe('/account/balance');
    expect(afterLoginPath(done, 'https://evil.example/')).toBe('/account/balance');
  });
});

describe('side menu highlighting', () => {
  it('marks the entry of the current page and of its flow', () => {
    expect(isMenuItemActive('/account/balance', '/account/balance')).toBe(true);
    expect(isMenuItemActive('/account/negotiation/input', '/account/negotiation/confirm')).toBe(true);
    expect(isMenuItemActive('/bid/list', '/bid/sell-bid/input')).toBe(true);
    expect(isMenuItemActive('/bid/list', '/bid/result')).toBe(false);
    expect(isMenuItemActive('/account/nfc/list', '/account/nfc/publish/input')).toBe(false);
  });
});

describe('update-password 422 placement', () => {
  it('uses the field list when the server sends one', () => {
    expect(
      serverFieldErrors({
        code: 'C_SH_001',
        message: 'm',
        errors: [
          { field: 'newPassword', message: 'n' },
          { field: 'other', message: 'o' },
        ],
      }),
    ).toEqual([['newPassword', 'n']]);
  });

  it('places the current/same password codes on their fields', () => {
    expect(serverFieldErrors({ code: 'C_AU_003', message: 'a' })).toEqual([['currentPassword', 'a']]);
    expect(serverFieldErrors({ code: 'C_AU_004', message: 'b' })).toEqual([['newPassword', 'b']]);
  });
});
