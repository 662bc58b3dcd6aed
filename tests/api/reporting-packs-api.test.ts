import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { renderPdf, requirePoppler } from '../setup/poppler';
import { attachmentNames, shiftJisCsvRows, utf8CsvText } from '../setup/csv-download';
import { OTHER_CONSUMER, PACK_CONSUMER, PACK_MENU, seedReportingPackWorld } from '../fixtures/reporting-pack-world';
import { reportingPackConsumersResponse, reportingPackResponse } from '../../src/lib/schemas/reporting-packs';
import { parse } from 'csv-parse/sync';

const run = promisify(execFile);
const PASSWORD = 'Demo#Pass2026';
const packPath = (suffix = '', extra: Record<string, string> = {}) =>
  `/api/v1/reporting-packs${suffix}?${new URLSearchParams({ fiscalYear: '2026', ...extra })}`;
const squash = (text: string) => text.replace(/[ \u3000]+/g, ' ').replace(/ ?\/ ?/g, '/');

/** The images a PDF draws, by pdfimages -list (two header lines; a PNG's alpha is a further smask line). */
async function pdfImageCount(pdf: Buffer): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pack-images-'));
  try {
    const file = path.join(dir, 'pack.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfimages', ['-list', file]);
    return stdout
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === 'image').length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(testTargets())('reporting packs API on %s', (target) => {
  let app: TestApp;
  let sakura: TestClient;
  let minato: TestClient;
  let world: Awaited<ReturnType<typeof seedReportingPackWorld>>;

  beforeAll(async () => {
    await requirePoppler();
    app = await startApp(target);
    world = await seedReportingPackWorld(app.db);
    sakura = new TestClient(app.baseUrl);
    minato = new TestClient(app.baseUrl);
    expect((await sakura.login('sakura01', PASSWORD)).status).toBe(200);
    expect((await minato.login('minato01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers every certificate of the year by holder, with totals and the public page’s facility rows', async () => {
    const res = await sakura.request('GET', packPath());
    expect(res.status).toBe(200);
    const pack = reportingPackResponse.strict().parse(await res.json());
    expect(pack.consumer).toBeNull();
    const [a, b] = [world.nonFitNo, world.fitNo].sort();
    expect(pack.certificates.map((c) => c.nfCertificateNo)).toEqual([world.menuNo, world.otherNo, a, b]);
    const fit = pack.certificates.find((c) => c.nfCertificateNo === world.fitNo)!;
    expect(fit).toMatchObject({ productCd: 1, fitLabel: 'FIT', renewableLabel: 'あり', consumer: PACK_CONSUMER });
    expect(fit.facilities).toEqual([
      expect.objectContaining({ equipmentId: 'STL-F1', operationStartDate: '2000-01-01', re100Flg: false }),
    ]);
    const nonFit = pack.certificates.find((c) => c.nfCertificateNo === world.nonFitNo)!;
    expect(nonFit).toMatchObject({ fitLabel: '非FIT', renewableLabel: 'あり', totalIssueVolume: 20_000 });
    expect(nonFit.facilities[0]).toMatchObject({ equipmentId: 'STL-N1', equipmentCapacity: 1000, re100Flg: true });
    expect(nonFit.trackingUrl).toMatch(/\/report\/[^/]+\/[^/]+$/);
    expect(pack.totals).toEqual([
      { holder: PACK_MENU, certificateCount: 1, volume: 2_000, renewableVolume: 2_000, re100Volume: 2_000 },
      { holder: OTHER_CONSUMER, certificateCount: 1, volume: 3_000, renewableVolume: 3_000, re100Volume: 3_000 },
      { holder: PACK_CONSUMER, certificateCount: 2, volume: 21_000, renewableVolume: 21_000, re100Volume: 20_000 },
    ]);
    expect(pack.total).toMatchObject({ certificateCount: 4, volume: 26_000, re100Volume: 25_000 });
  });

  it('the facility rows are what the public page answers for the same certificate', async () => {
    const pack = reportingPackResponse.parse(await (await sakura.request('GET', packPath())).json());
    const c = pack.certificates.find((x) => x.nfCertificateNo === world.fitNo)!;
    const [hash, passCd] = c.trackingUrl.split('/').slice(-2).map(decodeURIComponent);
    const query = new URLSearchParams({ hash: hash!, passCd: passCd!, offset: '0', limit: '100', count: 'false' });
    const res = await fetch(`${app.baseUrl}/api/v1/certificate/detail-get?${query}`);
    expect(res.status).toBe(200);
    expect((await res.json()).certificateDetails).toEqual(c.facilities);
  });

  it('limits the pack to one consumer, and a member sees only its own certificates', async () => {
    const own = reportingPackResponse.parse(
      await (await sakura.request('GET', packPath('', { consumer: PACK_CONSUMER }))).json(),
    );
    expect(own.consumer).toBe(PACK_CONSUMER);
    expect(own.certificates.map((c) => c.nfCertificateNo).sort()).toEqual([world.nonFitNo, world.fitNo].sort());
    // みなと's certificate for a consumer of the same name is みなと's alone, and さくら's consumers are not みなと's.
    const minatoPack = reportingPackResponse.parse(
      await (await minato.request('GET', packPath('', { consumer: PACK_CONSUMER }))).json(),
    );
    expect(minatoPack.certificates.map((c) => c.nfCertificateNo)).toEqual([world.minatoNo]);
    const none = reportingPackResponse.parse(
      await (await minato.request('GET', packPath('', { consumer: OTHER_CONSUMER }))).json(),
    );
    expect(none.certificates).toEqual([]);
    expect(none.total.volume).toBe(0);
    const csv = await shiftJisCsvRows(await minato.request('GET', packPath('/csv', { consumer: OTHER_CONSUMER })));
    expect(csv).toHaveLength(1);
  });

  it('lists the consumers of the member’s own certificates', async () => {
    const res = await sakura.request('GET', '/api/v1/reporting-packs/consumers?fiscalYear=2026');
    expect(res.status).toBe(200);
    expect(reportingPackConsumersResponse.parse(await res.json()).consumers).toEqual([OTHER_CONSUMER, PACK_CONSUMER]);
    const theirs = await (await minato.request('GET', '/api/v1/reporting-packs/consumers?fiscalYear=2026')).json();
    expect(theirs.consumers).toEqual([PACK_CONSUMER]);
  });

  it('answers 422 without a year and 401 without a session', async () => {
    expect((await sakura.request('GET', '/api/v1/reporting-packs')).status).toBe(422);
    expect((await sakura.request('GET', packPath('', { consumer: 'あ'.repeat(101) }))).status).toBe(422);
    expect((await new TestClient(app.baseUrl).request('GET', packPath())).status).toBe(401);
  });

  it('downloads the CSV: Shift_JIS by default, one row per facility of each certificate', async () => {
    const res = await sakura.request('GET', packPath('/csv', { consumer: PACK_CONSUMER }));
    expect(res.status).toBe(200);
    expect(attachmentNames(res).name).toMatch(new RegExp(`^報告用資料_2026_${PACK_CONSUMER}_\\d{8}\\.csv$`));
    const [header, ...rows] = await shiftJisCsvRows(res);
    expect(header).toEqual([
      '需要家名/電源メニュー名',
      '法人番号',
      '証書番号',
      '対象年度',
      '商品',
      'FIT/非FIT',
      '再エネ指定',
      '証書種別',
      '発行日時',
      '証書発行量(kWh)',
      '設備ID',
      '再エネ種別',
      '設備名',
      '所在地',
      '設備容量(kW)',
      '運転開始日',
      '設備別発行量(kWh)',
      'RE100',
      'トラッキング情報照会URL',
    ]);
    const col = (name: string) => header!.indexOf(name);
    const byNo = new Map(rows.map((r) => [r[col('証書番号')], r]));
    expect(byNo.get(world.fitNo)![col('FIT/非FIT')]).toBe('FIT');
    expect(byNo.get(world.fitNo)![col('RE100')]).toBe('');
    expect(byNo.get(world.fitNo)![col('運転開始日')]).toBe('2000/01/01');
    const nonFit = byNo.get(world.nonFitNo)!;
    expect(nonFit[col('商品')]).toBe('非FIT非化石証書（再エネ指定あり）');
    expect(nonFit[col('再エネ指定')]).toBe('あり');
    expect(nonFit[col('設備容量(kW)')]).toBe('1000.0');
    expect(nonFit[col('設備別発行量(kWh)')]).toBe('20000');
    expect(nonFit[col('RE100')]).toBe('〇');
    expect(nonFit[col('法人番号')]).toBe('7000012050002');
    expect(nonFit[col('トラッキング情報照会URL')]).toMatch(/^http.*\/report\//);
  });

  it('downloads the CSV as UTF-8 with a BOM on request', async () => {
    const res = await sakura.request('GET', packPath('/csv', { encoding: 'utf8' }));
    expect(res.status).toBe(200);
    const rows = parse(await utf8CsvText(res)) as string[][];
    expect(rows.slice(1).map((r) => r[0])).toEqual([PACK_MENU, OTHER_CONSUMER, PACK_CONSUMER, PACK_CONSUMER]);
  });

  it('renders the PDF: title, totals, every certificate with its QR code and facility rows, the footer', async () => {
    const res = await sakura.request('GET', packPath('/pdf', { consumer: PACK_CONSUMER }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = squash((await renderPdf(pdf)).text);
    expect(text).toContain('報告用資料（非化石証書）');
    expect(text).toContain(`報告用資料 2026年度 ${PACK_CONSUMER} 1/1`);
    for (const word of [
      `証書番号 ${world.nonFitNo}`,
      `証書番号 ${world.fitNo}`,
      'RE100対象量(kWh)',
      '20,000',
      '21,000',
      'STL-N1',
      'STL-F1',
      '2000/01/01',
      'トラッキング情報照会URL',
    ])
      expect(text).toContain(word);
    expect(await pdfImageCount(pdf)).toBe(2);
  });

  it('renders an empty pack as a page that says so', async () => {
    const res = await minato.request('GET', packPath('/pdf', { consumer: OTHER_CONSUMER }));
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(squash((await renderPdf(pdf)).text)).toContain('該当する証書はありません。');
    expect(await pdfImageCount(pdf)).toBe(0);
  });
});
