import { describe, expect, it } from 'vitest';
import { decideNavigation, landingTarget, safeLocalPath } from '../../src/lib/domain/navigation-guard';
import { ROUTES, documentTitle, SYSTEM_NAME } from '../../src/lib/routes';

const meta = (path: string) => ROUTES[path]!;
const go = (path: string, s: { open?: boolean; auth?: boolean; firstLogin?: boolean } = {}) =>
  decideNavigation({
    meta: meta(path),
    requested: path,
    systemOpen: s.open ?? true,
    authenticated: s.auth ?? false,
    firstLogin: s.firstLogin ?? false,
  });

describe('navigation guard (spec §2, §4)', () => {
  it('applies no guard to isClose routes, even in maintenance', () => {
    expect(go('/close', { open: false })).toEqual({ kind: 'proceed' });
    expect(go('/error', { open: false })).toEqual({ kind: 'proceed' });
  });
  it('sends every other navigation to /close when the system is not open', () => {
    for (const path of ['/', '/login', '/account/balance', '/password/first-change']) {
      expect(go(path, { open: false, auth: true, firstLogin: true })).toEqual({ kind: 'redirect', to: '/close' });
    }
  });
  it('lets entry points through without login', () => {
    expect(go('/login')).toEqual({ kind: 'proceed' });
    expect(go('/')).toEqual({ kind: 'proceed' });
  });
  it('sends an unauthenticated user to LandingPoint with the requested path', () => {
    const d = decideNavigation({
      meta: meta('/account/history'),
      requested: '/account/history?x=1',
      systemOpen: true,
      authenticated: false,
      firstLogin: false,
    });
    expect(d).toEqual({ kind: 'redirect', to: '/?path=%2Faccount%2Fhistory%3Fx%3D1' });
  });
  it('confines a user whose firstLogin is false to /password/first-change', () => {
    expect(go('/account/balance', { auth: true, firstLogin: false })).toEqual({
      kind: 'redirect',
      to: '/password/first-change',
    });
    expect(go('/password/change', { auth: true, firstLogin: false })).toEqual({
      kind: 'redirect',
      to: '/password/first-change',
    });
    expect(go('/password/first-change', { auth: true, firstLogin: false })).toEqual({ kind: 'proceed' });
  });
  it('sends a user whose firstLogin is true away from the first-login page to /account/balance', () => {
    expect(go('/password/first-change', { auth: true, firstLogin: true })).toEqual({
      kind: 'redirect',
      to: '/account/balance',
    });
  });
  it('otherwise proceeds', () => {
    for (const path of Object.keys(ROUTES).filter((p) => !ROUTES[p]!.isFirstLoginPoint)) {
      expect(go(path, { auth: true, firstLogin: true }), path).toEqual({ kind: 'proceed' });
    }
  });
});

describe('landing point', () => {
  it('goes to /login for a missing path or /', () => {
    expect(landingTarget(undefined)).toBeUndefined();
    expect(landingTarget('/')).toBeUndefined();
  });
  it('rewrites confirm and sell-bid paths', () => {
    expect(landingTarget('/account/nfc/publish/confirm')).toBe('/account/nfc/publish/input');
    expect(landingTarget('/account/negotiation/confirm')).toBe('/account/negotiation/input');
    expect(landingTarget('/bid/sell-bid/input')).toBe('/bid/list');
    expect(landingTarget('/bid/sell-bid/confirm')).toBe('/bid/list');
    expect(landingTarget('/account/history?fiscalYear=2026')).toBe('/account/history?fiscalYear=2026');
  });
  it('refuses paths that would leave the site', () => {
    for (const p of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)'])
      expect(safeLocalPath(p)).toBeUndefined();
  });
});

describe('document titles', () => {
  it('uses the route title, otherwise the system name', () => {
    expect(documentTitle('/account/balance')).toBe('残高照会');
    expect(documentTitle('/')).toBe(SYSTEM_NAME);
    expect(documentTitle('/unknown')).toBe(SYSTEM_NAME);
  });
});
