import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterLoginPath, landingTarget, safeLocalPath } from '../../src/lib/domain/navigation-guard';
import type { AuthSessionResponse } from '../../src/lib/schemas/auth';

const ORIGINS = ['https://trade.example.jp', 'http://127.0.0.1:4321'];
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Where a browser lands when it follows `location` from a page on `origin`. */
const followed = (location: string, origin: string) => new URL(location, origin).origin;

/** Pieces that have opened redirects somewhere: slashes, backslashes, stripped whitespace, schemes, dot segments. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '\t',
  '\r',
  '\n',
  '\u0000',
  '\u007f',
  ' ',
  '%2F',
  '%5C',
  '%09',
  '%0D%0A',
  '.',
  '..',
  '/./',
  '/../',
  'evil.example',
  '@',
  ':',
  '?',
  '#',
  'account',
  'balance',
  'http:',
  'javascript:',
  '日本',
);
const path = fc.oneof(
  fc.array(piece, { maxLength: 10 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 10 }).map((parts) => '/' + parts.join('')),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

describe('redirect targets stay on the app origin', () => {
  it('refuses the tab, newline and backslash tricks browsers turn into another host', () => {
    for (const p of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/.//evil.example', '/%2F/x\\y'])
      expect(safeLocalPath(p), JSON.stringify(p)).toBeUndefined();
  });

  it('keeps ordinary paths with their query and fragment', () => {
    expect(safeLocalPath('/account/history?fiscalYear=2026#top')).toBe('/account/history?fiscalYear=2026#top');
    expect(safeLocalPath('/bid/../account/balance')).toBe('/account/balance');
  });

  it('answers every generated path with nothing or a same-origin path free of control characters', () => {
    fc.assert(
      fc.property(path, (p) => {
        const safe = safeLocalPath(p);
        if (safe === undefined) return;
        expect(safe.startsWith('/') && !safe.startsWith('//')).toBe(true);
        expect(hasControl(safe) || safe.includes('\\')).toBe(false);
        for (const origin of ORIGINS) expect(followed(safe, origin)).toBe(origin);
        expect(safeLocalPath(safe)).toBe(safe);
      }),
      { numRuns: 3000 },
    );
  });

  it('sends the landing point and the login page only to same-origin paths', () => {
    const session = { userInfo: { firstLogin: true } } as AuthSessionResponse;
    fc.assert(
      fc.property(path, (p) => {
        const target = landingTarget(p);
        if (target !== undefined) for (const origin of ORIGINS) expect(followed(target, origin)).toBe(origin);
        const next = afterLoginPath(session, p);
        for (const origin of ORIGINS) expect(followed(next, origin)).toBe(origin);
        const carried = new URL(next, ORIGINS[0]).searchParams.get('path');
        if (carried !== null) expect(safeLocalPath(carried)).toBe(carried);
      }),
      { numRuns: 2000 },
    );
  });
});
