import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CertificateDetailItem, CertificateResponse } from '../../src/lib/schemas/certificate';
import type { MarketResult } from '../src/scripts/market-results/market-result';

/*
 * A stand-in for the three public calls with fixed data, for the benchmark and for previewing the
 * site without the main app and a database. It answers like the real endpoints (CORS for one
 * origin, 404 C_SH_002 for any other link) but is no substitute for the API tests.
 */
export const STUB_LINK = { hash: 'stub-hash-0001', passCd: 'stub-pass-0001' };

const CERTIFICATE: CertificateResponse = {
  fiscalYear: 2025,
  certTypeName: '非FIT非化石証書（再エネ指定あり）',
  certificateNo: 'NFC2025-000123',
  nfcTypeCd: 1,
  issueDateTime: '2026-05-01T10:02:03.000+09:00',
  consumer: '株式会社みなと製作所',
  corporateNo: '7000012050002',
  officeName: '本社工場',
  demandLocation: '東京都港区芝公園四丁目２番８号',
  businessNo: '0300111234567890123456',
  menuName: null,
  remarks: 'プレビュー用の証書',
  totalIssueVolume: 1_254_420,
};

const DETAILS: CertificateDetailItem[] = Array.from({ length: 23 }, (_, i) => ({
  equipmentId: i === 0 ? '#AGG-0001' : `F-${String(i).padStart(4, '0')}`,
  reTypeCd: (i % 5) + 1,
  reTypeName: ['太陽光', '風力', '水力', '地熱', 'バイオマス'][i % 5]!,
  equipmentName: `発電所${i + 1}`,
  equipmentAddress: `東京都千代田区丸の内一丁目${i + 1}番`,
  equipmentCapacity: i === 0 ? null : 100 + i * 12.345,
  operationStartDate: i % 3 === 0 ? '2008-04-01' : '2018-04-01',
  individIssueVolume: 1000 * (i + 1),
  re100Flg: i % 3 !== 0,
}));

/** The year the stub has market results for: four rounds of the three products. */
export const STUB_RESULTS_YEAR = 2025;

const PRODUCTS = [
  { productCd: 1, productName: 'FIT非化石証書', isFit: true },
  { productCd: 2, productName: '非FIT非化石証書（再エネ指定あり）', isFit: false },
  { productCd: 3, productName: '非FIT非化石証書（再エネ指定なし）', isFit: false },
];

/** Round 3 of product 3 is withheld (too few members), round 4 of product 2 traded nothing. */
const MARKET_RESULTS: MarketResult[] = [1, 2, 3, 4].flatMap((roundNo) =>
  PRODUCTS.map(({ productCd, productName, isFit }): MarketResult => {
    const month = String(roundNo * 3 - 1).padStart(2, '0');
    const withheld = productCd === 3 && roundNo === 3;
    const traded = !(productCd === 2 && roundNo === 4);
    const price = Math.round((0.3 + productCd * 0.2 + roundNo * 0.05) * 100) / 100;
    const volume = traded ? 1_000_000 * (5 - productCd) + roundNo * 250_000 : 0;
    return {
      marketNo: STUB_RESULTS_YEAR * 100 + roundNo * 10 + productCd,
      fiscalYear: STUB_RESULTS_YEAR,
      roundNo,
      productCd,
      productName,
      isFit,
      opensAt: `2025-${month}-10T10:00:00.000+09:00`,
      closesAt: `2025-${month}-17T17:00:00.000+09:00`,
      clearedAt: `2025-${month}-18T10:00:00.000+09:00`,
      contractPrice: withheld || !traded ? null : price,
      contractLowestPrice: isFit ? Math.round((price - 0.1) * 100) / 100 : null,
      contractHighestPrice: isFit ? Math.round((price + 0.25) * 100) / 100 : null,
      contractVolume: withheld ? null : volume,
      buyVolume: withheld ? null : volume + 400_000,
      sellVolume: isFit || withheld ? null : volume + 700_000,
      fitSupplyVolume: isFit ? 50_000_000 : null,
      buyerCount: withheld ? 2 : 12 + roundNo,
      sellerCount: isFit ? null : withheld ? 1 : 6,
      withheld: withheld ? ['contract', 'buy', 'sell'] : [],
    };
  }),
);

export async function startStubApi(
  allowedOrigin: () => string,
  port = 0,
): Promise<{ origin: string; server: Server; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const q = url.searchParams;
    const cors: Record<string, string> =
      req.headers.origin === allowedOrigin()
        ? { 'access-control-allow-origin': allowedOrigin(), vary: 'Origin' }
        : { vary: 'Origin' };
    const send = (status: number, body: unknown) =>
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...cors })
        .end(JSON.stringify(body));
    const linked = q.get('hash') === STUB_LINK.hash && q.get('passCd') === STUB_LINK.passCd;
    if (url.pathname === '/api/v1/certificate' && linked) return send(200, CERTIFICATE);
    if (url.pathname === '/api/v1/certificate/detail-get' && linked) {
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 10);
      return send(200, { certificateDetails: DETAILS.slice(offset, offset + limit), count: DETAILS.length });
    }
    if (url.pathname === '/api/v1/market-results') {
      const fiscalYear = Number(q.get('fiscalYear'));
      return send(200, { fiscalYear, marketResults: fiscalYear === STUB_RESULTS_YEAR ? MARKET_RESULTS : [] });
    }
    return send(404, { code: 'C_SH_002', message: '該当するデータが存在しません。', instance: `GET ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actual}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
