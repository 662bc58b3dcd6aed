import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition, encodeRfc5987 } from '@/lib/domain/reports';
import { fileNameFrom } from '@/lib/api-client/download';

describe('download file names', () => {
  it('percent-encodes Japanese names as UTF-8, including the characters encodeURIComponent keeps', () => {
    expect(encodeRfc5987('残高照会_2026_20261122.csv')).toBe('%E6%AE%8B%E9%AB%98%E7%85%A7%E4%BC%9A_2026_20261122.csv');
    expect(encodeRfc5987("a'(b)*!.csv")).toBe('a%27%28b%29%2A!.csv');
  });

  it('gives an ASCII fallback that cannot break the header', () => {
    expect(asciiFileName('残高_2026.csv')).toBe('___2026.csv');
    expect(asciiFileName('a"b\\c\r\n.csv')).toBe('a_b_c__.csv');
    expect(asciiFileName('残高')).toBe('__');
    expect(asciiFileName('')).toBe('download');
  });

  it('round-trips through the browser client’s parser', () => {
    const header = attachmentDisposition('履歴照会_2026_20261122.csv', 'account-histories_2026_20261122.csv');
    expect(header).toBe(
      `attachment; filename="account-histories_2026_20261122.csv"; filename*=UTF-8''${encodeRfc5987('履歴照会_2026_20261122.csv')}`,
    );
    expect(fileNameFrom(header)).toBe('履歴照会_2026_20261122.csv');
  });
});
