/**
 * 利用可能量 is one rule (domain/ledger availableVolume: nothing of a confirmed line) and
 * every reader shows it: the service behind the balance screen and the API, the CSV formatted in
 * JavaScript (keyset batches; PGlite's path) and the CSV formatted in SQL by COPY (PostgreSQL's path),
 * in UTF-8 and Shift_JIS, and the screen's sort by 利用可能量. Lines of every holding class, with
 * volume reserved by open orders, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { insertFacilities, organizationIdOf, postEntry, reserve } from '../fixtures/ledger-fixtures';
import { getAccountBalances } from '../../src/lib/server/services/accounts/get-account-balances';
import { exportAccountBalancesCsv } from '../../src/lib/server/services/accounts/export-account-balances-csv';
import { availableVolume } from '../../src/lib/domain/ledger';
import type { CsvEncoding } from '../../src/lib/server/reports/csv/csv-encoding';

const FY = 2026;
const PRODUCT = 2 as const;

describe.each(testTargets())('利用可能量: screen, API and both CSV paths agree for every class (%s)', (target) => {
  let t: TestDatabase;
  let org: number;
  beforeAll(async () => {
    t = await freshDatabase(target);
    const db = t.database.db;
    org = await organizationIdOf(db, '1001');
    const generator = await organizationIdOf(db, '3001');
    await insertFacilities(db, [
      { id: 'N0000001', name: '確定を持つ設備' },
      { id: 'N0000002', name: '調達のみ' },
    ]);
    const source = { system: 'certification_source' as const };
    const own = (organizationId: number, holdingClassCd: 1 | 2 | 3) => ({ organizationId, holdingClassCd });
    const move = (
      kind: 'certify' | 'transfer' | 'issue-certificate',
      facilityId: string,
      a: object,
      b: object,
      v: number,
    ) =>
      postEntry(db, {
        fiscalYear: FY,
        productCd: PRODUCT,
        kind,
        postings: [
          { owner: a as never, facilityId, volume: -v },
          { owner: b as never, facilityId, volume: v },
        ],
      });
    // sakura01's N0000001: 認定 1,000 (300 reserved), 調達 500 (120 reserved), 確定 6,234.
    await move('certify', 'N0000001', source, own(org, 1), 1_000);
    await move('certify', 'N0000001', source, own(generator, 1), 7_000);
    await move('transfer', 'N0000001', own(generator, 1), own(org, 2), 6_734);
    await move('issue-certificate', 'N0000001', own(org, 2), own(org, 3), 6_234);
    await move('certify', 'N0000002', source, own(generator, 1), 50);
    await move('transfer', 'N0000002', own(generator, 1), own(org, 2), 50);
    const line = { organizationId: org, fiscalYear: FY, productCd: PRODUCT, facilityId: 'N0000001' };
    await reserve(db, { ...line, holdingClassCd: 1, volume: 300 });
    await reserve(db, { ...line, holdingClassCd: 2, volume: 120 });
  });
  afterAll(async () => t?.drop());

  const filters = { fiscalYear: FY, productCd: PRODUCT };
  const key = (facilityId: string, holdingClassCd: number) => `${facilityId}/${holdingClassCd}`;

  async function screenRows() {
    const page = await getAccountBalances(t.database.db, org, { ...filters, offset: 0, limit: 100, count: false });
    return page.accountBalanceList;
  }

  /** The CSV's 保有区分 names back to codes, and each row's 利用可能量 by facility and class. */
  async function csvAvailability(encoding: CsvEncoding, copy: boolean): Promise<Map<string, number>> {
    const { db, exportPool } = t.database;
    const file = exportAccountBalancesCsv(db, org, { ...filters, encoding }, new Date(), copy ? exportPool : undefined);
    const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
    const text = encoding === 'sjis' ? iconv.decode(bytes, 'cp932') : bytes.toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = text.split('\r\n').filter((l) => l !== '');
    const cells = header!.split(',');
    const available = cells.indexOf('利用可能量(kWh)');
    expect(cells.slice(available)).toEqual(['利用可能量(kWh)', '失効(kWh)']);
    const classOf: Record<string, number> = { 認定: 1, 調達: 2, 確定: 3 };
    return new Map(
      rows.map((row) => {
        const c = row.split(',');
        return [key(c[3]!, classOf[c[2]!]!), Number(c[available])];
      }),
    );
  }

  it('the screen/API rows follow the domain rule, with a line of every class', async () => {
    const rows = await screenRows();
    expect(new Set(rows.map((r) => r.holdingClassCd))).toEqual(new Set([1, 2, 3]));
    for (const r of rows)
      expect(r.availableVolume).toBe(availableVolume(r.holdingClassCd, r.balance, r.reservedVolume));
    const confirmed = rows.find((r) => r.equipmentId === 'N0000001' && r.holdingClassCd === 3)!;
    expect([confirmed.balance, confirmed.availableVolume]).toEqual([6_234, 0]);
    expect(rows.find((r) => r.equipmentId === 'N0000001' && r.holdingClassCd === 1)!.availableVolume).toBe(700);
    expect(rows.find((r) => r.equipmentId === 'N0000001' && r.holdingClassCd === 2)!.availableVolume).toBe(380);
  });

  const paths: { encoding: CsvEncoding; copy: boolean }[] = [
    { encoding: 'utf8', copy: false },
    { encoding: 'sjis', copy: false },
    ...(target === 'postgres'
      ? [
          { encoding: 'utf8' as const, copy: true },
          { encoding: 'sjis' as const, copy: true },
        ]
      : []),
  ];
  it.each(paths)('the CSV ($encoding, COPY: $copy) shows the screen’s 利用可能量 on every row', async (p) => {
    const screen = new Map((await screenRows()).map((r) => [key(r.equipmentId, r.holdingClassCd), r.availableVolume]));
    const csv = await csvAvailability(p.encoding, p.copy);
    expect(csv).toEqual(screen);
    expect(csv.get(key('N0000001', 3))).toBe(0);
  });

  it('the screen’s sort by 利用可能量 orders by the same rule (the confirmed line is the least available)', async () => {
    const page = await getAccountBalances(t.database.db, org, {
      ...filters,
      offset: 0,
      limit: 100,
      count: false,
      sort: { key: 'availableVolume', descending: false },
    });
    const shown = page.accountBalanceList.map((r) => r.availableVolume);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(page.accountBalanceList[0]!.holdingClassCd).toBe(3);
  });
});
