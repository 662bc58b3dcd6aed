import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { renderPdf, requirePoppler } from '../setup/poppler';
import { attachmentNames, shiftJisCsvRows } from '../setup/csv-download';
import { seedLifecycleTrailWorld } from '../fixtures/lifecycle-trail-world';
import { certificateTrailResponse, lineTrailResponse } from '../../src/lib/schemas/lifecycle-trails';

const PASSWORD = 'Demo#Pass2026';
const LINE = { fiscalYear: '2026', productCd: '2', holdingClassCd: '2', equipmentId: 'STL-N1' };
const linePath = (suffix = '', extra: Record<string, string> = {}) =>
  `/api/v1/lifecycle-trails/line${suffix}?${new URLSearchParams({ ...LINE, ...extra })}`;
const squash = (text: string) => text.replace(/[ \u3000]+/g, ' ').replace(/ ?\/ ?/g, '/');
const certPath = (no: string, suffix = '') => `/api/v1/lifecycle-trails/certificates/2026/${no}${suffix}`;

describe.each(testTargets())('lifecycle trails API on %s', (target) => {
  let app: TestApp;
  let sakura: TestClient;
  let minato: TestClient;
  let certificateNo: string;

  beforeAll(async () => {
    await requirePoppler();
    app = await startApp(target);
    ({ certificateNo } = await seedLifecycleTrailWorld(app.db));
    sakura = new TestClient(app.baseUrl);
    minato = new TestClient(app.baseUrl);
    expect((await sakura.login('sakura01', PASSWORD)).status).toBe(200);
    expect((await minato.login('minato01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the line’s trail in the documented shape', async () => {
    const res = await sakura.request('GET', linePath());
    expect(res.status).toBe(200);
    const body = lineTrailResponse.strict().parse(await res.json());
    expect(body.steps.map((s) => s.stepName)).toEqual(['約定（買）', '移転（受入）', '移転（払出）', '証書発行']);
    expect(body.line).toMatchObject({ equipmentId: 'STL-N1', holdingClassCd: 2, balance: 25_000 });
    expect(body.steps.at(-1)!.balances.procured).toBe(25_000);
  });

  it('answers the certificate’s trail, ending at its issue', async () => {
    const res = await sakura.request('GET', certPath(certificateNo));
    expect(res.status).toBe(200);
    const body = certificateTrailResponse.parse(await res.json());
    expect(body.certificate.certificatePdfUrl).toBe(`/api/v1/nfcs/pdfs/2026/${certificateNo}`);
    expect(body.facilities[0]!.steps.at(-1)).toMatchObject({ stepName: '証書発行', nfCertificateNo: certificateNo });
    // The step's links answer for their owner.
    const pdf = await sakura.request('GET', body.facilities[0]!.steps[0]!.statementPdfUrl!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('answers another member’s line and certificate exactly like missing ones', async () => {
    const missingLine = await sakura.request('GET', linePath('', { equipmentId: 'NO-SUCH' }));
    const missingCert = await sakura.request('GET', certPath('NF2026-9999999'));
    // The same answer but for the request's own id and path.
    const shape = async (res: Response) => {
      const { code, message } = await res.json();
      return { status: res.status, code, message };
    };
    const expected = await shape(missingLine);
    expect(expected).toEqual({ status: 404, code: 'C_SH_002', message: '該当するデータが存在しません。' });
    expect(await shape(missingCert)).toEqual(expected);
    // さくら's confirmed line of STL-N1: みなと holds only a procured line of that facility.
    const SAKURA_ONLY = { holdingClassCd: '3' };
    for (const path of [
      linePath('', SAKURA_ONLY),
      linePath('/csv', SAKURA_ONLY),
      linePath('/pdf', SAKURA_ONLY),
      certPath(certificateNo),
      certPath(certificateNo, '/csv'),
      certPath(certificateNo, '/pdf'),
    ]) {
      expect(await shape(await minato.request('GET', path)), path).toEqual(expected);
    }
  });

  it('answers 422 to a line without its facility', async () => {
    const res = await sakura.request(
      'GET',
      `/api/v1/lifecycle-trails/line?fiscalYear=2026&productCd=2&holdingClassCd=2`,
    );
    expect(res.status).toBe(422);
  });

  it('downloads the line’s CSV: header and one row per step', async () => {
    const res = await sakura.request('GET', linePath('/csv'));
    expect(res.status).toBe(200);
    expect(attachmentNames(res).name).toMatch(/^追跡履歴_保有明細_2026_2_2_STL-N1_\d{8}\.csv$/);
    const [header, ...rows] = await shiftJisCsvRows(res);
    expect(header!.slice(0, 8)).toEqual([
      '設備ID',
      '設備名',
      '日時',
      '営業日',
      '区分',
      '認定(kWh)',
      '調達(kWh)',
      '確定(kWh)',
    ]);
    expect(rows.map((r) => r[4])).toEqual(['約定（買）', '移転（受入）', '移転（払出）', '証書発行']);
    const col = (name: string) => header!.indexOf(name);
    expect(rows[0]![col('約定価格(円/kWh)')]).toBe('0.80');
    expect(rows[2]![col('相手先会員番号')]).toBe('1002');
    expect(rows[3]![col('証書番号')]).toBe(certificateNo);
    expect(rows[3]![col('確定残高(kWh)')]).toBe('20000');
  });

  it('downloads the certificate’s CSV with its facility on every row', async () => {
    const res = await sakura.request('GET', `${certPath(certificateNo, '/csv')}?encoding=sjis`);
    expect(res.status).toBe(200);
    const [, ...rows] = await shiftJisCsvRows(res);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(['STL-N1']));
  });

  it('renders both PDFs: title, steps with volumes, certificate number and page footer', async () => {
    const line = await sakura.request('GET', linePath('/pdf'));
    expect(line.status).toBe(200);
    expect(line.headers.get('content-type')).toBe('application/pdf');
    const lineText = squash((await renderPdf(Buffer.from(await line.arrayBuffer()))).text);
    expect(lineText).toContain('追跡履歴 2026 STL-N1 1/1');
    expect(lineText).toContain('追跡履歴（保有明細）');
    for (const word of ['約定（買）', '移転（受入）', '証書発行', '40,000', '市場番号'])
      expect(lineText).toContain(word);

    const cert = await sakura.request('GET', certPath(certificateNo, '/pdf'));
    expect(cert.status).toBe(200);
    const certText = squash((await renderPdf(Buffer.from(await cert.arrayBuffer()))).text);
    expect(certText).toContain('追跡履歴（証書）');
    expect(certText).toContain(`証書番号 ${certificateNo} 1/1`);
    expect(certText).toContain('20,000');
  });
});
