import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedAccountReportWorld } from '../fixtures/account-report-world';
import { certify, insertFacilities } from '../fixtures/ledger-fixtures';
import { accountBalanceResponse, accountHistoryResponse, negotiateResponse } from '../../src/lib/schemas/accounts';
import { nfcListResponse, nfcPublishResponse } from '../../src/lib/schemas/nfcs';
import { ERRORS } from '../../src/lib/errors/catalogue';

const PASSWORD = 'Demo#Pass2026';
const BAL = '/api/v1/account-balances';
const NEG = '/api/v1/account-balances/negotiate';
const PUB = '/api/v1/nfcs/publish';
const NFC = '/api/v1/nfcs';
const paged = { fiscalYear: '2026', offset: '0', limit: '1000', count: 'true' };
const nfcParams = { ...paged, productCd: '2', dateFrom: '2000-01-01', dateTo: '2100-12-31' };

type Line = { holdingClassCd?: number; equipmentId: string; volume: number };
const negotiate = (recipientMemberNumber: string, lines: Line[], productCd = 2) => ({
  recipientMemberNumber,
  fiscalYear: 2026,
  productCd,
  lines,
});
const publish = (lines: Line[]) => ({
  fiscalYear: 2026,
  productCd: 2,
  nfcTypeCd: 1,
  useCd: 1,
  consumer: '株式会社さくら本社',
  corporateNo: '1180301018771',
  officeName: '本社工場',
  demandLocation: '東京都港区芝公園四丁目２番８号',
  businessNo: '0300111234567890123456',
  remarks: 'API テスト',
  lines,
});

/** Every non-zero 2026 balance of the caller, keyed "product|holding class|facility", read through the API. */
async function holdingsOf(client: TestClient): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const productCd of ['1', '2', '3']) {
    const res = await client.request('GET', `${BAL}?${new URLSearchParams({ ...paged, productCd })}`);
    expect(res.status).toBe(200);
    for (const r of accountBalanceResponse.parse(await res.json()).accountBalanceList)
      if (r.balance !== 0) out[`${productCd}|${r.holdingClassCd}|${r.equipmentId}`] = r.balance;
  }
  return out;
}

/** The lines whose balance changed, with the signed change. */
function moved(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const diff: Record<string, number> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[key] ?? 0) - (before[key] ?? 0);
    if (d !== 0) diff[key] = d;
  }
  return diff;
}

/** The one error shape: code, message, instance (and field errors for validation). */
async function expectError(res: Response, status: number, code: string, path: string) {
  expect(res.status, `${path} ${code}`).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = await res.json();
  expect(body).toMatchObject({ code, instance: `POST ${path}` });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(Object.keys(body).every((k) => ['code', 'message', 'instance', 'errors', 'requestId'].includes(k))).toBe(true);
  return body as { code: string; message: string; errors?: { field: string; message: string }[] };
}

describe.each(testTargets())('account moves API on %s', (target) => {
  let app: TestApp;
  let a: TestClient;
  let b: TestClient;
  const both = async () => ({ a: await holdingsOf(a), b: await holdingsOf(b) });

  beforeAll(async () => {
    app = await startApp(target);
    const w = await seedAccountReportWorld(app.db);
    // A's own plant: authorized (認定) volume beside the procured volume the world gives it.
    await insertFacilities(app.db, [
      { id: 'FX-A03', name: 'さくら自社太陽光', ownerOrganizationId: w.a },
      { id: 'FX-IDLE', name: '誰も保有しない設備' },
    ]);
    await certify(app.db, {
      fiscalYear: 2026,
      productCd: 2,
      organizationId: w.a,
      lines: [{ facilityId: 'FX-A03', volume: 1_000 }],
    });
    a = new TestClient(app.baseUrl);
    b = new TestClient(app.baseUrl);
    expect((await a.login('sakura01', PASSWORD)).status).toBe(200);
    expect((await b.login('minato01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('transfers A’s authorized and procured non-FIT volume to B, moving both balances by exactly that volume', async () => {
    const before = await both();
    expect(before.a).toMatchObject({ '2|1|FX-A03': 1_000, '2|2|FX-A01': 2_500 });
    const res = await a.request(
      'POST',
      NEG,
      negotiate('1002', [
        { holdingClassCd: 1, equipmentId: 'FX-A03', volume: 400 },
        { holdingClassCd: 2, equipmentId: 'FX-A01', volume: 300 },
      ]),
    );
    expect(res.status).toBe(200);
    const body = negotiateResponse.strict().parse(await res.json());
    expect(body).toMatchObject({
      recipientMemberNumber: '1002',
      recipientName: 'みなとエナジー株式会社',
      totalVolume: 700,
    });
    const after = await both();
    expect(moved(before.a, after.a)).toEqual({ '2|1|FX-A03': -400, '2|2|FX-A01': -300 });
    expect(moved(before.b, after.b)).toEqual({ '2|2|FX-A03': 400, '2|2|FX-A01': 300 });
    // Both sides see the one entry in their history: B as arrivals in its procured class.
    const history = async (client: TestClient) =>
      accountHistoryResponse
        .parse(
          await (
            await client.request(
              'GET',
              `/api/v1/account-histories?${new URLSearchParams({ ...paged, productCd: '2' })}`,
            )
          ).json(),
        )
        .accountHistoryList.filter((r) => r.entryId === body.entryId)
        .map((r) => [r.equipmentId, r.holdingClassCd, r.volume])
        .sort();
    expect(await history(b)).toEqual([
      ['FX-A01', 2, 300],
      ['FX-A03', 2, 400],
    ]);
    expect(await history(a)).toEqual([
      ['FX-A01', 2, -300],
      ['FX-A03', 1, -400],
    ]);
  });

  it('refuses to move B’s line, in a transfer or an issue, exactly like a line nobody holds', async () => {
    const before = await both();
    expect(before.b['2|2|FX-B01']).toBeGreaterThan(0);
    expect(Object.keys(before.a).some((k) => k.endsWith('|FX-B01'))).toBe(false);
    const theirs = [{ holdingClassCd: 2, equipmentId: 'FX-B01', volume: 100 }];
    const nobodys = [{ holdingClassCd: 2, equipmentId: 'FX-IDLE', volume: 100 }];
    const attempts: [string, unknown, unknown][] = [
      [NEG, negotiate('3001', theirs), negotiate('3001', nobodys)],
      [NEG, negotiate('1002', theirs), negotiate('1002', nobodys)],
      // With one of A's own lines beside it: all or nothing.
      [NEG, negotiate('3001', [{ holdingClassCd: 2, equipmentId: 'FX-A02', volume: 10 }, ...theirs]), undefined],
      [NEG, negotiate('3001', [{ holdingClassCd: 1, equipmentId: 'FX-B01', volume: 1 }]), undefined],
      [PUB, publish(theirs), publish(nobodys)],
      [PUB, publish([{ equipmentId: 'FX-A02', volume: 10 }, ...theirs]), undefined],
    ];
    for (const [path, body, control] of attempts) {
      const refused = await expectError(await a.request('POST', path, body), 409, 'C_AC_001', path);
      expect(refused.message).toBe(ERRORS.C_AC_001.message);
      // The same answer, but for the request id that names each call.
      const withoutId = ({ requestId: _id, ...rest }: Record<string, unknown>) => rest;
      if (control) expect(withoutId(await (await a.request('POST', path, control)).json())).toEqual(withoutId(refused));
    }
    const after = await both();
    expect(moved(before.a, after.a)).toEqual({});
    expect(moved(before.b, after.b)).toEqual({});
  });

  it('never transfers FIT volume', async () => {
    const before = await both();
    expect(before.a['1|2|FX-FIT1']).toBe(800);
    for (const productCd of [1, '1'] as unknown as number[]) {
      const body = await expectError(
        await a.request(
          'POST',
          NEG,
          negotiate('1002', [{ holdingClassCd: 2, equipmentId: 'FX-FIT1', volume: 800 }], productCd),
        ),
        422,
        'C_SH_001',
        NEG,
      );
      expect(body.message).toBe('FIT非化石証書は移転できません。');
      expect(body.errors).toContainEqual({ field: 'productCd', message: 'FIT非化石証書は移転できません。' });
    }
    const after = await both();
    expect(moved(before.a, after.a)).toEqual({});
    expect(moved(before.b, after.b)).toEqual({});
  });

  it('issues A’s certificate from its procured volume, which B can neither list nor download', async () => {
    const before = await both();
    const res = await a.request('POST', PUB, publish([{ equipmentId: 'FX-A02', volume: 100 }]));
    expect(res.status).toBe(200);
    const cert = nfcPublishResponse.strict().parse(await res.json());
    expect(cert).toMatchObject({ fiscalYear: 2026, totalIssueVolume: 100 });
    expect(cert.nfCertificateNo).toMatch(/^NF2026-\d{7}$/);
    const link = /^https?:\/\/[^/]+\/report\/([A-Za-z0-9_-]{16,})\/([A-Za-z0-9_-]{8,})$/.exec(cert.trackingUrl);
    expect(link, cert.trackingUrl).not.toBeNull();
    const after = await both();
    expect(moved(before.a, after.a)).toEqual({ '2|2|FX-A02': -100, '2|3|FX-A02': 100 });
    expect(moved(before.b, after.b)).toEqual({});

    const numbers = async (client: TestClient) =>
      nfcListResponse
        .parse(await (await client.request('GET', `${NFC}?${new URLSearchParams(nfcParams)}`)).json())
        .nfcList.map((c) => c.nfCertificateNo);
    expect(await numbers(a)).toContain(cert.nfCertificateNo);
    expect(await numbers(b)).not.toContain(cert.nfCertificateNo);
    const pdf = await a.request('GET', `${NFC}/pdfs/2026/${cert.nfCertificateNo}`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const theirs = await b.request('GET', `${NFC}/pdfs/2026/${cert.nfCertificateNo}`);
    const missing = await b.request('GET', `${NFC}/pdfs/2026/NF2026-0999999`);
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    const [t, m] = [await theirs.json(), await missing.json()];
    expect(t).toMatchObject({ code: 'C_SH_002', message: m.message });
    expect(m.code).toBe('C_SH_002');
    // The tracking link answers publicly, without a session.
    const anonymous = new TestClient(app.baseUrl);
    const query = new URLSearchParams({ hash: link![1]!, passCd: link![2]! });
    const pub = await anonymous.request('GET', `/api/v1/certificate?${query}`);
    expect(pub.status).toBe(200);
    expect(await pub.json()).toMatchObject({ certificateNo: cert.nfCertificateNo, totalIssueVolume: 100 });
  });

  it('moves the volume once when the same request is repeated with the same Idempotency-Key', async () => {
    const before = await both();
    const body = negotiate('1002', [{ holdingClassCd: 2, equipmentId: '#FX-AGG', volume: 50 }]);
    const key = { headers: { 'idempotency-key': `neg-${target}-1` } };
    const first = await a.request('POST', NEG, body, key);
    const second = await a.request('POST', NEG, body, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    const firstBody = await first.json();
    expect(await second.json()).toEqual(firstBody);
    // Concurrent duplicates (a double click) also resolve to one movement.
    const key2 = { headers: { 'idempotency-key': `neg-${target}-2` } };
    const racing = await Promise.all([1, 2, 3].map(() => a.request('POST', NEG, body, key2)));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    const entryIds = new Set((await Promise.all(racing.map((r) => r.json()))).map((r) => r.entryId));
    expect(entryIds.size).toBe(1);
    expect(entryIds.has(firstBody.entryId)).toBe(false);
    // The same key with a different request is refused and moves nothing.
    const changed = negotiate('1002', [{ holdingClassCd: 2, equipmentId: '#FX-AGG', volume: 51 }]);
    await expectError(await a.request('POST', NEG, changed, key), 422, 'C_SH_015', NEG);

    const pubBody = publish([{ equipmentId: '#FX-AGG', volume: 20 }]);
    const pubKey = { headers: { 'idempotency-key': `pub-${target}-1` } };
    const c1 = await a.request('POST', PUB, pubBody, pubKey);
    const c2 = await a.request('POST', PUB, pubBody, pubKey);
    expect([c1.status, c2.status]).toEqual([200, 200]);
    const [n1, n2] = [(await c1.json()).nfCertificateNo, (await c2.json()).nfCertificateNo];
    expect(n2).toBe(n1);

    const after = await both();
    expect(moved(before.a, after.a)).toEqual({ '2|2|#FX-AGG': -120, '2|3|#FX-AGG': 20 });
    expect(moved(before.b, after.b)).toEqual({ '2|2|#FX-AGG': 100 });
    const list = nfcListResponse.parse(
      await (await a.request('GET', `${NFC}?${new URLSearchParams(nfcParams)}`)).json(),
    ).nfcList;
    expect(list.filter((c) => c.nfCertificateNo === n1)).toHaveLength(1);
  });
});
