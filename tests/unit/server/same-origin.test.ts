import { describe, expect, it } from 'vitest';
import { appOriginsOf, isForeignRequest, isSameOriginRequest } from '@/lib/server/auth/same-origin';

const APP = 'http://127.0.0.1:4321';
const post = (headers: Record<string, string>) => new Request(`${APP}/api/v1/auth/login`, { method: 'POST', headers });

describe('isSameOriginRequest', () => {
  it('lets Sec-Fetch-Site decide where the browser sends it, whatever Origin a proxy made differ', () => {
    const origins = appOriginsOf(new URL(APP), undefined);
    expect(
      isSameOriginRequest(post({ 'sec-fetch-site': 'same-origin', origin: 'https://nfc.example.jp' }), origins),
    ).toBe(true);
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(isSameOriginRequest(post({ 'sec-fetch-site': site, origin: APP }), origins), site).toBe(false);
    }
  });

  it('compares Origin with the app origins when the browser sends no Sec-Fetch-Site', () => {
    expect(isSameOriginRequest(post({ origin: APP }), appOriginsOf(new URL(APP), undefined))).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'https://nfc.example.jp' }), appOriginsOf(new URL(APP), undefined))).toBe(
      false,
    );
    const behindProxy = appOriginsOf(new URL(APP), 'https://nfc.example.jp');
    expect(isSameOriginRequest(post({ origin: 'https://nfc.example.jp' }), behindProxy)).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'https://evil.example' }), behindProxy)).toBe(false);
  });

  it('refuses a request that carries neither header', () => {
    expect(isSameOriginRequest(post({}), [APP])).toBe(false);
  });
});

describe('isForeignRequest', () => {
  const origins = appOriginsOf(new URL(APP), undefined);
  it('lets Sec-Fetch-Site decide where the browser sends it', () => {
    expect(isForeignRequest(post({ 'sec-fetch-site': 'same-origin', origin: 'https://nfc.example.jp' }), origins)).toBe(
      false,
    );
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(isForeignRequest(post({ 'sec-fetch-site': site, origin: APP }), origins), site).toBe(true);
    }
  });

  it('else refuses an Origin that is not the app’s, and passes a call that is not from a browser', () => {
    expect(isForeignRequest(post({ origin: 'http://evil.example' }), origins)).toBe(true);
    expect(isForeignRequest(post({ origin: 'null' }), origins)).toBe(true);
    expect(isForeignRequest(post({ origin: APP }), origins)).toBe(false);
    expect(isForeignRequest(post({}), origins)).toBe(false);
  });
});
