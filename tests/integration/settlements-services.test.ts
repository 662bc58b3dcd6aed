import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { clearSettlementRound, OPERATOR, orgId, setBusinessDate } from '../fixtures/settlement-fixtures';
import { auditLog, settlementStatements } from '../../src/lib/server/db/schema';
import { listSettlements } from '../../src/lib/server/services/settlements/list-settlements';
import { getSettlementPdf } from '../../src/lib/server/services/settlements/get-settlement-pdf';
import { regenerateSettlementPdf } from '../../src/lib/server/services/settlements/regenerate-settlement-pdf';
import { COMMANDS } from '../../src/cli/ops';
import type { Db } from '../../src/lib/server/db';

const page = { offset: 0, limit: 10, count: true };

async function statementRow(db: Db, statementNo: string) {
  const [row] = await db.select().from(settlementStatements).where(eq(settlementStatements.statementNo, statementNo));
  return row!;
}

describe.each(testTargets())('settlement services on %s', (target) => {
  let t: TestDatabase;
  let sakura: number;
  let fitNo: string;
  let nonFitNo: string;

  beforeAll(async () => {
    t = await freshDatabase(target);
    const db = t.database.db;
    await setBusinessDate(db, '2027-04-28');
    const { fit, nonFit } = await clearSettlementRound(db);
    sakura = await orgId(db, '1001');
    fitNo = `S2026${String(fit.marketNo).padStart(6, '0')}-1001`;
    nonFitNo = `S2026${String(nonFit.marketNo).padStart(6, '0')}-1001`;
  });
  afterAll(async () => t.drop());

  it('lists only the member’s own statements, within the issue-date range, newest number first', async () => {
    const db = t.database.db;
    const all = await listSettlements(db, sakura, { fromDate: '2027-04-28', toDate: '2027-04-28', ...page });
    expect(all.count).toBe(2);
    expect(all.settlementList.map((s) => s.statementNo)).toEqual([nonFitNo, fitNo]);
    expect(all.settlementList[1]).toEqual({
      statementNo: fitNo,
      marketNo: expect.any(Number),
      fiscalYear: 2026,
      roundNo: expect.any(Number),
      productCd: 1,
      productName: 'FIT非化石証書',
      issueDate: '2027-04-28',
      dueDate: '2027-05-11',
      direction: 'pay',
      subtotal: 25_671,
      tax: 2_567,
      total: 28_238,
    });
    const seller = await listSettlements(db, await orgId(db, '3001'), { fromDate: '2027-04-01', ...page });
    expect(seller.settlementList.map((s) => [s.direction, s.total])).toEqual([['receive', 35_156]]);
    expect((await listSettlements(db, await orgId(db, '1002'), { fromDate: '2000-01-01', ...page })).count).toBe(0);
  });

  it('filters on both ends of the range inclusively and pages with or without the total', async () => {
    const db = t.database.db;
    expect((await listSettlements(db, sakura, { fromDate: '2027-04-29', ...page })).count).toBe(0);
    expect((await listSettlements(db, sakura, { fromDate: '2027-01-01', toDate: '2027-04-27', ...page })).count).toBe(
      0,
    );
    const second = await listSettlements(db, sakura, { fromDate: '2027-04-28', offset: 1, limit: 1, count: false });
    expect(second.settlementList.map((s) => s.statementNo)).toEqual([fitNo]);
    expect(second).not.toHaveProperty('count');
  });

  it('serves the PDF of an own statement and answers another member’s number exactly like a missing one', async () => {
    const db = t.database.db;
    const file = await getSettlementPdf(db, sakura, fitNo);
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      fileName: `精算書_${fitNo}.pdf`,
      asciiFileName: `settlement_${fitNo}.pdf`,
    });
    const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await getSettlementPdf(db, await orgId(db, '2001'), fitNo).catch((e: unknown) => e);
    const missing = await getSettlementPdf(db, sakura, 'S2026999999-1001').catch((e: unknown) => e);
    expect(other).toMatchObject({ code: 'C_SH_002', status: 404 });
    expect([(other as Error).message]).toEqual([(missing as Error).message]);
  });

  it('regenerates a PDF through the operator command: file written, time and audit recorded, amounts unchanged', async () => {
    const db = t.database.db;
    const before = await statementRow(db, fitNo);
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'stl-')), 'regenerated.pdf');
    const lines: string[] = [];
    const command = COMMANDS.find((c) => c.name === 'regenerate-settlement-pdf')!;
    await command.run({
      db,
      actor: OPERATOR,
      args: [],
      options: { 'statement-no': fitNo, out },
      print: (l) => lines.push(l),
    });
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    expect(lines.join('\n')).toContain(`精算書 ${fitNo} のPDF（1 ページ`);
    const after = await statementRow(db, fitNo);
    expect(after.pdfRegeneratedAt).toBeInstanceOf(Date);
    expect({ ...after, pdfRegeneratedAt: null }).toEqual({ ...before, pdfRegeneratedAt: null });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settlement.regenerate_pdf'), eq(auditLog.entityId, fitNo)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ totalYen: 28_238, pages: 1 });
  });

  it('records nothing when the file cannot be written, and refuses unknown numbers', async () => {
    const db = t.database.db;
    const before = await statementRow(db, nonFitNo);
    await expect(
      regenerateSettlementPdf(db, OPERATOR, nonFitNo, async () => Promise.reject(new Error('disk full'))),
    ).rejects.toThrow('disk full');
    expect((await statementRow(db, nonFitNo)).pdfRegeneratedAt).toEqual(before.pdfRegeneratedAt);
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, nonFitNo))).toHaveLength(0);
    await expect(
      regenerateSettlementPdf(db, OPERATOR, 'S2026999999-1001', async () => undefined),
    ).rejects.toMatchObject({ code: 'C_SH_002' });
  });
});
