import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import iconv from 'iconv-lite';
import { and, eq, sql } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { createClosedAuction, createFacility, createMember, type Auction } from '../fixtures/settlement-fixtures';
import { bulkInsert } from '../../src/lib/server/db/bulk';
import { auctionSupplies, auditLog, facilities, journalEntries } from '../../src/lib/server/db/schema';
import type {
  AdminUploadImport,
  AdminUploadPreview,
  UploadProgress,
  UploadTarget,
} from '../../src/lib/schemas/admin-uploads';

const BIG = 100_000;

/**
 * Console uploads: FIT supply and certifications checked row by row before anything is
 * written (a bad row refuses the file), then imported once however often the import is repeated.
 */
describe.each(testTargets())('console uploads on %s', (target) => {
  let app: TestApp;
  let operator: OperatorAt;
  let fit: Auction;
  let big: Auction;

  beforeAll(async () => {
    app = await startApp(target, {}, 'codes');
    // Before the operator's client opens its connections: a long write here would leave them idle
    // past the server's keep-alive, and the next POST would meet a closed socket.
    const ids = Array.from({ length: BIG }, (_, i) => `BIG-${String(i).padStart(6, '0')}`);
    await bulkInsert(app.db, facilities, {
      id: ids,
      name: ids.map((id) => `大量取込太陽光発電所 ${id}`),
      address: ids.map(() => '東京都千代田区1丁目1番地'),
      prefectureCd: ids.map(() => '130001'),
      reTypeCd: ids.map(() => 1),
      plantGroupCd: ids.map(() => 1),
      capacityW: ids.map(() => 1_000_000),
      operationStartDate: ids.map(() => '2016-04-01'),
      isFit: ids.map(() => true),
    });
    operator = await operatorAt(app.baseUrl, app.db, 'console');
    const owner = await createMember(app.db, { memberNumber: 'U201', name: '取込確認電力株式会社' });
    for (const id of ['UP-F1', 'UP-F2', 'UP-F3']) await createFacility(app.db, id, { isFit: true });
    await createFacility(app.db, 'UP-N1', { isFit: false, ownerOrganizationId: owner });
    await createFacility(app.db, 'UP-N2', { isFit: false, ownerOrganizationId: owner });
    fit = await createClosedAuction(app.db, 2025, 1);
    big = await createClosedAuction(app.db, 2025, 1);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  const body = (t: UploadTarget, text: string | Buffer, fileName = 'supply.csv') => ({
    target: t,
    fileName,
    content: (typeof text === 'string' ? Buffer.from(text, 'utf8') : text).toString('base64'),
  });
  const preview = async (b: ReturnType<typeof body> & { progressId?: string }) => {
    const res = await operator.client.request('POST', '/api/admin/uploads/preview', b);
    expect(res.status).toBe(200);
    return (await res.json()) as AdminUploadPreview;
  };
  const supplies = async (a: Auction) =>
    (
      await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auctionSupplies)
        .where(eq(auctionSupplies.auctionId, a.id))
    )[0]!.n;
  const imports = async (token: string) =>
    (
      await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'upload.import'), eq(auditLog.entityId, token)))
    )[0]!.n;

  it('reports every bad row with its line, column and message, and writes nothing', async () => {
    const entries = await app.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
    const t = { kind: 'fit-supply', marketNo: fit.marketNo } as const;
    const checked = await preview(
      body(t, 'facility_id,volume\nUP-F1,1000\nUP-N1,500\n\nUP-F2,12.5\nUP-F1,10\nNOPE,1\n'),
    );
    expect(checked).toMatchObject({ accepted: false, encoding: 'UTF-8', totals: { rows: 5, facilities: 4 } });
    expect(checked.problems).toEqual([
      { line: 3, column: 'facility_id', message: 'FIT設備ではありません' },
      { line: 5, column: 'volume', message: '供給量は1以上の整数（kWh）で指定してください' },
      { line: 6, column: 'facility_id', message: '同じ設備が複数行にあります' },
      { line: 7, column: 'facility_id', message: '設備が登録されていません' },
    ]);
    expect(checked).toMatchObject({ badRows: 4 });
    expect(checked.problemKinds.map((k) => k.rows)).toEqual([1, 1, 1, 1]);
    // The import of a bad file is refused alike (422, every row) even with the preview's token.
    const res = await operator.client.request('POST', '/api/admin/uploads/import', {
      ...body(t, 'facility_id,volume\nUP-F1,1000\nUP-N1,500\n\nUP-F2,12.5\nUP-F1,10\nNOPE,1\n'),
      token: checked.token,
    });
    expect(res.status).toBe(422);
    const refused = (await res.json()) as { code: string; message: string; errors: { field: string }[] };
    expect(refused).toMatchObject({ code: 'C_SH_001', message: '4 行に不備があるため、取り込みませんでした。' });
    expect(refused.errors[0]).toEqual({ field: '3行目 facility_id', message: 'FIT設備ではありません' });
    expect(await supplies(fit)).toBe(0);
    expect(await app.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries)).toEqual(entries);
    expect(await imports(checked.token)).toBe(0);
  });

  it('lists the first 1,000 bad rows of a file and counts every bad row per kind (a NUL in an id included)', async () => {
    const t = { kind: 'fit-supply', marketNo: fit.marketNo } as const;
    const lines = ['facility_id,volume'];
    // 3,000 bad rows, a third each: an unknown id, a volume that is not kWh, an id with NUL in it.
    for (let i = 0; i < 3000; i++)
      lines.push([`NOPE-${i},1`, `BIG-${String(i).padStart(6, '0')},x`, `"NUL\u0000${i}",1`][i % 3]!);
    const file = body(t, `${lines.join('\n')}\n`);
    const checked = await preview(file);
    expect(checked).toMatchObject({ accepted: false, badRows: 3000, totals: { rows: 3000 } });
    expect(checked.problems).toHaveLength(1000);
    expect(checked.problems.slice(0, 3)).toEqual([
      { line: 2, column: 'facility_id', message: '設備が登録されていません' },
      { line: 3, column: 'volume', message: '供給量は1以上の整数（kWh）で指定してください' },
      { line: 4, column: 'facility_id', message: '設備IDに使えない文字（制御文字）が含まれています' },
    ]);
    expect(checked.problems.at(-1)!.line).toBe(1001);
    expect(checked.problemKinds).toEqual([
      { column: 'facility_id', message: '設備が登録されていません', rows: 1000 },
      { column: 'volume', message: '供給量は1以上の整数（kWh）で指定してください', rows: 1000 },
      { column: 'facility_id', message: '設備IDに使えない文字（制御文字）が含まれています', rows: 1000 },
    ]);
    // The import's refusal is bounded alike: the listed rows, then one entry per kind with its count.
    const res = await operator.client.request('POST', '/api/admin/uploads/import', { ...file, token: checked.token });
    expect(res.status).toBe(422);
    const refused = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(refused.message).toBe('3,000 行に不備があるため、取り込みませんでした。');
    expect(refused.errors).toHaveLength(1003);
    expect(refused.errors.at(-1)).toEqual({
      field: '全体 facility_id',
      message: '設備IDに使えない文字（制御文字）が含まれています（1,000 行）',
    });
    expect(await supplies(fit)).toBe(0);
  });

  it('imports a clean Shift_JIS file once: a repeat of the same file writes nothing', async () => {
    const t = { kind: 'fit-supply', marketNo: fit.marketNo } as const;
    const file = iconv.encode('facility_id,volume\r\nUP-F1,1000\r\nUP-F2,2500\r\n', 'cp932');
    const checked = await preview(body(t, file, '供給量.csv'));
    expect(checked).toMatchObject({
      accepted: true,
      problems: [],
      encoding: 'UTF-8',
      totals: { rows: 2, facilities: 2, totalVolume: 3500 },
      importedAt: null,
    });
    const sjis = await preview(
      body(t, Buffer.concat([iconv.encode('facility_id,volume\r\n', 'cp932'), iconv.encode('UP-F3,５\r\n', 'cp932')])),
    );
    expect(sjis.encoding).toBe('Shift_JIS');
    expect(sjis.problems).toEqual([
      { line: 2, column: 'volume', message: '供給量は1以上の整数（kWh）で指定してください' },
    ]);

    const again = { ...body(t, file, '供給量.csv'), token: checked.token };
    const [first, second] = await Promise.all([
      operator.client.request('POST', '/api/admin/uploads/import', again),
      operator.client.request('POST', '/api/admin/uploads/import', again),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answers = [(await first.json()) as AdminUploadImport, (await second.json()) as AdminUploadImport];
    expect(answers.map((a) => a.imported).sort()).toEqual([false, true]);
    expect(answers[0]!.totals).toEqual({ rows: 2, facilities: 2, totalVolume: 3500 });
    const third = await operator.client.request('POST', '/api/admin/uploads/import', again);
    expect(((await third.json()) as AdminUploadImport).imported).toBe(false);
    expect(await supplies(fit)).toBe(2);
    expect(await imports(checked.token)).toBe(1);
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, checked.token));
    expect(audit).toMatchObject({ actorId: `console:${operator.loginId}`, entity: 'upload' });
    expect(audit!.after).toMatchObject({ kind: 'fit-supply', fileName: '供給量.csv', rows: 2, totalVolume: 3500 });
    expect((await preview(body(t, file, '供給量.csv'))).importedAt).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses an import whose file differs from its preview', async () => {
    const t = { kind: 'fit-supply', marketNo: fit.marketNo } as const;
    const checked = await preview(body(t, 'facility_id,volume\nUP-F3,10\n'));
    const res = await operator.client.request('POST', '/api/admin/uploads/import', {
      ...body(t, 'facility_id,volume\nUP-F3,99\n'),
      token: checked.token,
    });
    expect(res.status).toBe(409);
    expect(await supplies(fit)).toBe(2);
  });

  it('certifies a member’s facilities from a UTF-8 file with BOM, refusing another member’s or a FIT facility', async () => {
    const t = { kind: 'certification', memberNumber: 'U201', fiscalYear: 2025, productCd: 2 } as const;
    const bad = await preview(body(t, '\uFEFFfacility_id,volume\nUP-N1,100\nUP-F1,100\n'));
    expect(bad.problems).toEqual([{ line: 3, column: 'facility_id', message: 'FIT設備のため認定できません' }]);
    const good = body(t, '\uFEFFfacility_id,volume\nUP-N1,100\nUP-N2,200\n');
    const checked = await preview(good);
    expect(checked).toMatchObject({ accepted: true, encoding: 'UTF-8 (BOM付き)', totals: { totalVolume: 300 } });
    expect(checked.targetText).toBe('取込確認電力株式会社（会員番号 U201） 2025年度 商品2（再エネ指定あり）');
    for (const imported of [true, false]) {
      const res = await operator.client.request('POST', '/api/admin/uploads/import', { ...good, token: checked.token });
      expect(res.status).toBe(200);
      expect(((await res.json()) as AdminUploadImport).imported).toBe(imported);
    }
    const certified = await app.db.select().from(auditLog).where(eq(auditLog.action, 'ledger.certify'));
    expect(certified).toHaveLength(1);
  });

  it('refuses a file over the size limit and a file without the columns, with clear messages', async () => {
    const t = { kind: 'fit-supply', marketNo: fit.marketNo } as const;
    const tooBig = await operator.client.request(
      'POST',
      '/api/admin/uploads/preview',
      body(t, Buffer.alloc(10 * 1024 * 1024 + 1, 0x31)),
    );
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe(
      'ファイルのサイズが上限（10 MB）を超えています。ファイルを分けて取り込んでください。',
    );
    const noColumns = await operator.client.request('POST', '/api/admin/uploads/preview', body(t, 'id,kwh\nUP-F3,1\n'));
    expect(noColumns.status).toBe(422);
    expect(((await noColumns.json()) as { message: string }).message).toBe(
      '1行目に列名がありません: facility_id, volume（1行目は facility_id,volume の列名です）。',
    );
  });

  it(`checks and imports ${BIG.toLocaleString()} rows, its progress readable while it runs and after`, async () => {
    const t = { kind: 'fit-supply', marketNo: big.marketNo } as const;
    const lines = ['facility_id,volume'];
    for (let i = 0; i < BIG; i++) lines.push(`BIG-${String(i).padStart(6, '0')},${(i % 900) + 100}`);
    const file = body(t, `${lines.join('\r\n')}\r\n`, 'large.csv');
    const progressOf = (id: string, client = operator.client) =>
      client.request('GET', `/api/admin/uploads/progress?id=${id}`);
    const started = performance.now();
    const checkId = randomUUID();
    const checked = await preview({ ...file, progressId: checkId });
    const checkedMs = performance.now() - started;
    expect(checked).toMatchObject({ accepted: true, totals: { rows: BIG, facilities: BIG } });
    expect(checked.firstRows).toHaveLength(20);
    expect(await (await progressOf(checkId)).json()).toEqual({ phase: 'check', done: BIG, total: BIG });

    const importId = randomUUID();
    let answered = false;
    const importing = operator.client
      .request('POST', '/api/admin/uploads/import', { ...file, token: checked.token, progressId: importId })
      .finally(() => (answered = true));
    // PostgreSQL: the screen's polls are answered while the import's transaction runs (on PGlite
    // every statement waits for that transaction, the session check of a poll included).
    const seen: UploadProgress[] = [];
    if (target === 'postgres') {
      while (!answered) {
        const res = await progressOf(importId);
        if (!answered && res.status === 200) seen.push((await res.json()) as UploadProgress);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen.length).toBeGreaterThan(0);
      const order = ['read', 'check', 'write'];
      for (const [before, after] of seen.slice(1).map((p, i) => [seen[i]!, p] as const)) {
        const step = order.indexOf(after.phase) - order.indexOf(before.phase);
        expect(step > 0 || (step === 0 && after.done >= before.done), JSON.stringify([before, after])).toBe(true);
      }
    }
    const res = await importing;
    const importedMs = performance.now() - started - checkedMs;
    expect(res.status).toBe(200);
    expect(await supplies(big)).toBe(BIG);
    const last = (await (await progressOf(importId)).json()) as UploadProgress;
    expect(last).toMatchObject({ phase: 'write' });
    expect(last.done).toBe(last.total);
    // Another operator does not see it; a malformed id is refused.
    const other = await operatorAt(app.baseUrl, app.db, 'console');
    expect((await progressOf(importId, other.client)).status).toBe(404);
    expect((await progressOf('not-a-uuid')).status).toBe(422);
    console.log(
      `[uploads ${target}] ${BIG} rows, ${Math.round(file.content.length / 1024)} KiB base64: preview ${Math.round(checkedMs)} ms, import ${Math.round(importedMs)} ms, ${seen.length} progress polls answered during the import`,
    );
  }, 900_000);
});
