import { afterEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../../src/lib/server/config';
import { publicAnswerResponse } from '../../../src/lib/server/http/public-answer-response';
import { AnswerCache, toAnswer } from '../../../src/lib/server/services/certificates/public-answer-cache';

const request = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://app.test/api/v1/certificate?hash=h&passCd=p', { method, headers });

describe('public answer as HTTP', () => {
  afterEach(() => {
    delete process.env.PUBLIC_LOOKUP_SHARED_MAX_AGE;
    resetConfigForTests();
  });

  it('tags the bytes with a strong ETag of their content', () => {
    const a = toAnswer({ certificateNo: 'A-1' });
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(toAnswer({ certificateNo: 'A-1' }).etag).toBe(a.etag);
    expect(toAnswer({ certificateNo: 'A-2' }).etag).not.toBe(a.etag);
  });

  it('is private to the browser unless the operator opts in to a shared cache', () => {
    const answer = toAnswer({ x: 1 });
    expect(publicAnswerResponse(request(), answer).headers.get('cache-control')).toBe('private, max-age=3600');
    process.env.PUBLIC_LOOKUP_SHARED_MAX_AGE = '600';
    resetConfigForTests();
    expect(publicAnswerResponse(request(), answer).headers.get('cache-control')).toBe(
      'public, max-age=3600, s-maxage=600',
    );
  });

  it('answers 304 for a matching If-None-Match (weak form and * too), 200 otherwise; HEAD has no body', async () => {
    const answer = toAnswer({ x: '証書' });
    for (const tag of [answer.etag, `W/${answer.etag}`, `"a", ${answer.etag}`, '*']) {
      expect(publicAnswerResponse(request({ 'if-none-match': tag }), answer).status, tag).toBe(304);
    }
    const full = publicAnswerResponse(request({ 'if-none-match': '"other"' }), answer);
    expect(full.status).toBe(200);
    expect(Buffer.from(await full.arrayBuffer()).equals(Buffer.from(answer.body))).toBe(true);
    const head = publicAnswerResponse(request({}, 'HEAD'), answer);
    expect(head.headers.get('content-length')).toBe(String(answer.body.byteLength));
    expect(await head.text()).toBe('');
  });
});

describe('answer cache', () => {
  const limits = { maxEntries: 3, maxBytes: 100, maxEntryBytes: 40 };
  const sized = (n: number) => toAnswer('x'.repeat(n - 2));

  it('drops the least recently used entry beyond its entry count', () => {
    const cache = new AnswerCache(limits);
    for (const k of ['a', 'b', 'c']) cache.set(k, sized(10));
    cache.get('a');
    cache.set('d', sized(10));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k) !== undefined)).toEqual([true, true, true]);
  });

  it('keeps within its byte bound and does not keep an answer larger than one entry may be', () => {
    const cache = new AnswerCache(limits);
    cache.set('a', sized(35));
    cache.set('b', sized(35));
    cache.set('c', sized(35));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('big', sized(41));
    expect(cache.get('big')).toBeUndefined();
    cache.set('b', sized(10));
    cache.set('e', sized(35));
    expect(cache.size).toBe(3);
  });
});
