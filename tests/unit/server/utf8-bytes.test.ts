import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '@/lib/server/render/utf8-bytes';

const encoder = new TextEncoder();

/** Pages and API answers become the same bytes TextEncoder gives, only sooner. */
describe('utf8Bytes', () => {
  it('gives TextEncoder’s bytes for every text, lone surrogates included', () => {
    const samples = [
      '',
      'abc',
      'みなとエナジー株式会社',
      '😀',
      '\u0000',
      'é',
      '\ud800',
      'a\udc00b',
      'x\ud83dy',
      '<p>残高</p>',
    ];
    for (const s of samples) expect(Buffer.from(utf8Bytes(s)).equals(Buffer.from(encoder.encode(s))), s).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) =>
        Buffer.from(utf8Bytes(s)).equals(Buffer.from(encoder.encode(s))),
      ),
    );
  });
});
