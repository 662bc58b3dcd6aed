import { describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client/config';
import { convertBodyDates, convertQuery } from '@/lib/api-client/dates';
import { getAccountHistories, negotiateAccountBalance, updatePassword } from '@/lib/api-client';
import { request } from '@/lib/api-client/http';
import { useClientHarness } from './support/client-harness';

const h = useClientHarness();
// Local time on purpose: the spec's body format carries no zone.
const at = new Date(2024, 3, 1, 9, 5, 7, 45);

describe('date conversion (spec §7)', () => {
  it('formats body dates as local YYYY-MM-DDTHH:mm:ss.SSS, however deep', async () => {
    await expect(convertBodyDates({ a: at, list: [{ b: at }], n: 1, s: 'x', nil: null })).resolves.toEqual({
      a: '2024-04-01T09:05:07.045',
      list: [{ b: '2024-04-01T09:05:07.045' }],
      n: 1,
      s: 'x',
      nil: null,
    });
  });

  it('formats query dates as YYYY-MM-DD and drops empty filters', async () => {
    await expect(convertQuery({ dateFrom: at, reType: undefined, equipmentId: null, count: true })).resolves.toEqual({
      dateFrom: '2024-04-01',
      count: true,
    });
  });

  it('sends converted dates in POST and PUT bodies', async () => {
    // Any body: the conversion does not look at the operation's fields.
    await negotiateAccountBalance({ negotiateDate: at } as never);
    await request({ method: 'PUT', path: '/api/v1/put-with-date', body: { when: at } });
    expect(JSON.parse(h.server.requests[0]?.body ?? '')).toEqual({ negotiateDate: '2024-04-01T09:05:07.045' });
    expect(JSON.parse(h.server.requests[1]?.body ?? '')).toEqual({ when: '2024-04-01T09:05:07.045' });
    await updatePassword({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' });
    expect(h.server.requests[2]?.method).toBe('PUT');
  });

  it('sends converted dates in queries', async () => {
    await getAccountHistories({
      fiscalYear: 2024,
      productCd: 1,
      dateFrom: at,
      dateTo: new Date(2024, 4, 31),
      offset: 0,
      limit: 10,
      count: true,
    });
    const url = new URL(h.server.requests[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/v1/account-histories');
    expect(url.searchParams.get('dateFrom')).toBe('2024-04-01');
    expect(url.searchParams.get('dateTo')).toBe('2024-05-31');
    expect(url.searchParams.get('count')).toBe('true');
    expect(url.searchParams.has('reType')).toBe(false);
  });

  it('refuses a Date when no date formats were handed in (the plain pages send none)', async () => {
    configureApiClient({ dateFormats: undefined });
    await expect(convertQuery({ dateFrom: at })).rejects.toThrow(/date formats/);
    await expect(convertQuery({ fiscalYear: 2024 })).resolves.toEqual({ fiscalYear: 2024 });
    expect(h.server.requests).toHaveLength(0);
  });
});
