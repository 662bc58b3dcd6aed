import { eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { auditLog, organizations, users } from '../../src/lib/server/db/schema';

type Fixture = Omit<typeof auditLog.$inferInsert, 'at'> & { at: string };
const row = (at: string, f: Partial<Fixture> = {}): Fixture => ({
  at,
  actorType: 'operator',
  actorId: 'ops:fixture',
  action: 'test.fixture',
  entity: 'fixture',
  entityId: '0',
  ...f,
});

/** 監査ログ in the console — filters, keyset pages, the CSV. */
describe.each(testTargets())('console: audit log on %s', (target) => {
  let app: TestApp;
  let operator: OperatorAt;
  let minato: { id: number; org: number };

  const insert = (rows: Fixture[]) =>
    app.db.insert(auditLog).values(rows.map((r) => ({ ...r, at: sql`${r.at}::timestamptz` as unknown as Date })));
  const get = (path: string, query: Record<string, string>) =>
    operator.client.request('GET', `${path}?${new URLSearchParams(query).toString()}`);
  const page = async (query: Record<string, string>) => {
    const res = await get('/api/admin/audit', query);
    expect(res.status).toBe(200);
    return (await res.json()) as { rows: Record<string, string>[]; next: string | null };
  };
  const all = async (query: Record<string, string>) => {
    const seen: Record<string, string>[] = [];
    let after: string | null = '';
    while (after !== null) {
      const p = await page({ ...query, after });
      expect(p.rows.length).toBeLessThanOrEqual(50);
      seen.push(...p.rows);
      after = p.next;
    }
    return seen;
  };

  beforeAll(async () => {
    app = await startApp(target, {}, 'members');
    operator = await operatorAt(app.baseUrl, app.db, 'console');
    const [m] = await app.db
      .select({ id: users.id, org: users.organizationId })
      .from(users)
      .where(eq(users.loginId, 'minato01'));
    minato = m!;
    const [sakura] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'sakura01'));
    const [sakuraOrg] = await app.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.memberNumber, '1001'));
    // 120 paging rows in 2030/05, each second holding two pairs a microsecond apart, each pair one instant.
    await insert(
      Array.from({ length: 120 }, (_, i) =>
        row(`2030-05-01T00:00:${String(Math.floor(i / 4)).padStart(2, '0')}.00000${Math.floor((i % 4) / 2)}Z`, {
          action: 'test.page',
          entityId: String(i),
        }),
      ),
    );
    // Member 1002 (minato) in 2031/01: its user acts, operators act on its user, its organization, its volume.
    const minatoActor = `${minato.id}:minato01`;
    await insert([
      row('2031-01-10T01:00:00Z', { actorType: 'user', actorId: minatoActor, action: 'bid.enter', entity: 'bid' }),
      row('2031-01-10T02:00:00Z', { action: 'user.lock', entity: 'user', entityId: String(minato.id) }),
      row('2031-01-10T03:00:00Z', {
        action: 'organization.update-participation',
        entity: 'organization',
        entityId: String(minato.org),
      }),
      row('2031-01-10T04:00:00Z', {
        action: 'ledger.certify',
        entity: 'journal_entry',
        entityId: '77',
        after: { memberNumber: '1002', total: 10 },
      }),
      // Another member's rows.
      row('2031-01-10T05:00:00Z', { actorType: 'user', actorId: `${sakura!.id}:sakura01`, action: 'bid.enter' }),
      row('2031-01-10T06:00:00Z', { action: 'user.lock', entity: 'user', entityId: String(sakura!.id) }),
      row('2031-01-10T07:00:00Z', {
        action: 'organization.x',
        entity: 'organization',
        entityId: String(sakuraOrg!.id),
      }),
      row('2031-01-10T08:00:00Z', {
        action: 'ledger.certify',
        entity: 'journal_entry',
        after: { memberNumber: '1001' },
      }),
    ]);
    // JST day boundaries around 2030/04/01 (JST = UTC+9).
    await insert([
      row('2030-03-31T14:59:59.999999Z', { action: 'test.day', entityId: 'before' }),
      row('2030-03-31T15:00:00Z', { action: 'test.day', entityId: 'first' }),
      row('2030-04-01T14:59:59.999999Z', { action: 'test.day', entityId: 'last' }),
      row('2030-04-01T15:00:00Z', { action: 'test.day', entityId: 'after' }),
      row('2032-02-02T03:04:05Z', {
        actorId: 'console:csv-check',
        action: 'system.update',
        entity: 'system_settings',
        entityId: '=cmd|calc',
        before: { maintenance: false },
        after: { maintenance: true },
      }),
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('pages newest first, 50 at a time, without a gap or a repeat (ties and microseconds included)', async () => {
    const rows = await all({ action: 'test.page' });
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => r.entityId)).size).toBe(120);
    const ids = rows.map((r) => Number(r.id));
    // Fixture rows were inserted oldest first, so newest first is descending id here.
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({ at: '2030/05/01 09:00:29', actionLabel: 'test.page', actor: 'ops:fixture' });
    expect((await page({ action: 'test.page' })).next).not.toBeNull();
  });

  it('filters by actor: the stored value, an operator login id, a member user login id', async () => {
    expect((await all({ actor: 'ops:fixture', action: 'test.day' })).length).toBe(4);
    expect((await all({ actor: 'fixture', action: 'test.day' })).length).toBe(4);
    expect((await all({ actor: 'csv-check' })).map((r) => r.entityId)).toEqual(['=cmd|calc']);
    const byMinato = await all({ actor: 'minato01', dateFrom: '2031/01/01', dateTo: '2031/12/31' });
    expect(byMinato.map((r) => r.action)).toEqual(['bid.enter']);
    expect(byMinato[0]).toMatchObject({ actor: `${minato.id}:minato01`, actionLabel: '入札', entity: 'bid' });
  });

  it('filters by member number: its users’ acts, acts on its users, its organization and its certified volume', async () => {
    const rows = await all({ memberNumber: '1002', dateFrom: '2031/01/10', dateTo: '2031/01/10' });
    expect(rows.map((r) => r.action)).toEqual([
      'ledger.certify',
      'organization.update-participation',
      'user.lock',
      'bid.enter',
    ]);
    expect(await all({ memberNumber: '9999' })).toEqual([]);
  });

  it('takes a JST date range, both ends inclusive, in YYYY/MM/DD or YYYY-MM-DD', async () => {
    const day = await all({ action: 'test.day', dateFrom: '2030/04/01', dateTo: '2030-04-01' });
    expect(day.map((r) => r.entityId)).toEqual(['last', 'first']);
    expect(day.map((r) => r.at)).toEqual(['2030/04/01 23:59:59', '2030/04/01 00:00:00']);
    expect((await all({ action: 'test.day', dateTo: '2030/03/31' })).map((r) => r.entityId)).toEqual(['before']);
    expect((await all({ action: 'test.day', dateFrom: '2030/04/02' })).map((r) => r.entityId)).toEqual(['after']);
  });

  it('lists the actions that occur for the filter select', async () => {
    const res = await operator.client.request('GET', '/api/admin/audit/actions');
    const { actions } = (await res.json()) as { actions: string[] };
    expect(actions).toEqual(expect.arrayContaining(['bid.enter', 'ledger.certify', 'operator.login', 'test.page']));
    expect(actions).toEqual([...new Set(actions)].sort());
  });

  it('exports the filtered rows as UTF-8 CSV with BOM, CRLF, Japanese headers and a guarded formula', async () => {
    const res = await get('/api/admin/audit/csv', { actor: 'console:csv-check', encoding: 'utf8' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('日時,実行者,操作,操作コード,対象,対象ID,内容');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(parse(text)).toEqual([
      ['日時', '実行者', '操作', '操作コード', '対象', '対象ID', '内容'],
      [
        '2032/02/02 12:04:05',
        'console:csv-check',
        'メンテナンス・業務日付の変更',
        'system.update',
        'system_settings',
        "'=cmd|calc",
        '{"maintenance":false} → {"maintenance":true}',
      ],
    ]);
  });

  it('exports Shift_JIS by default, every filtered row across keyset batches', async () => {
    const res = await get('/api/admin/audit/csv', { action: 'test.page' });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
    const rows = parse(iconv.decode(Buffer.from(await res.arrayBuffer()), 'cp932')) as string[][];
    expect(rows[0]![0]).toBe('日時');
    expect(rows.slice(1).map((r) => r[5])).toEqual((await all({ action: 'test.page' })).map((r) => r.entityId));
  });

  it('answers bad input with 422 and a Japanese message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ dateFrom: '2030/13/01' }, '期間（開始）はYYYY/MM/DD形式の日付で入力してください。'],
      [{ dateTo: 'tomorrow' }, '期間（終了）はYYYY/MM/DD形式の日付で入力してください。'],
      [{ dateFrom: '2030/04/02', dateTo: '2030/04/01' }, '期間（終了）は期間（開始）以降の日付を入力してください。'],
      [{ memberNumber: '10-02' }, '会員番号は半角英数字20文字以内で入力してください。'],
      [{ after: 'page2' }, 'ページの指定（after）が正しくありません。'],
    ];
    for (const [query, message] of cases) {
      const res = await get('/api/admin/audit', query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const csv = await get('/api/admin/audit/csv', { dateFrom: '2030-02-30' });
    expect(csv.status).toBe(422);
  });

  it('gives a member session nothing (404)', async () => {
    const member = new TestClient(app.baseUrl);
    await member.visit();
    expect((await member.login('minato01', 'Demo#Pass2026')).status).toBe(200);
    for (const path of ['/api/admin/audit', '/api/admin/audit/csv', '/api/admin/audit/actions', '/admin/audit']) {
      expect((await member.request('GET', path)).status).toBe(404);
    }
  });
});
