import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedAccountReportWorld } from '../fixtures/account-report-world';
import { accountBalanceResponse } from '../../src/lib/schemas/accounts';
import { ERRORS } from '../../src/lib/errors/catalogue';

const PASSWORD = 'Demo#Pass2026';
const BAL = '/api/v1/account-balances';
const NEG = '/api/v1/account-balances/negotiate';
const PUB = '/api/v1/nfcs/publish';
const paged = { fiscalYear: '2026', offset: '0', limit: '1000', count: 'true' };

type Body = Record<string, unknown>;
const line = { holdingClassCd: 2, equipmentId: 'FX-A01', volume: 10 };
const transfer: Body = { recipientMemberNumber: '1002', fiscalYear: 2026, productCd: 2, lines: [line] };
const issue: Body = {
  fiscalYear: 2026,
  productCd: 2,
  nfcTypeCd: 1,
  useCd: 1,
  consumer: '株式会社さくら本社',
  corporateNo: '1180301018771',
  officeName: '本社工場',
  demandLocation: '東京都港区芝公園四丁目２番８号',
  remarks: '備考',
  lines: [{ equipmentId: 'FX-A01', volume: 10 }],
};
const withLine = (base: Body, change: Body): Body => ({
  ...base,
  lines: [{ ...(base.lines as Body[])[0], ...change }],
});

/** Available volume of each non-empty 2026 line of the caller, keyed "product|holding class|facility". */
async function holdingsOf(client: TestClient): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const productCd of ['1', '2', '3']) {
    const res = await client.request('GET', `${BAL}?${new URLSearchParams({ ...paged, productCd })}`);
    expect(res.status).toBe(200);
    for (const r of accountBalanceResponse.parse(await res.json()).accountBalanceList)
      if (r.balance !== 0) out[`${productCd}|${r.holdingClassCd}|${r.equipmentId}`] = r.availableVolume;
  }
  return out;
}

/** The one error shape: code, message, instance (and field errors for validation). */
async function expectError(res: Response, status: number, codes: string[], path: string, label: string) {
  const text = await res.text();
  expect(res.status, `${label}: ${text}`).toBe(status);
  expect(res.headers.get('content-type'), label).toContain('application/json');
  const body = JSON.parse(text);
  expect(codes, `${label}: ${text}`).toContain(body.code);
  expect(body.instance, label).toBe(`POST ${path}`);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(Object.keys(body).every((k) => ['code', 'message', 'instance', 'errors', 'requestId'].includes(k))).toBe(true);
  return body as { code: string; message: string; errors?: { field: string; message: string }[] };
}

describe.each(testTargets())('account moves guards on %s', (target) => {
  let app: TestApp;
  let a: TestClient;
  let b: TestClient;
  let gen: TestClient;
  let before: { a: Record<string, number>; b: Record<string, number>; gen: Record<string, number> };
  const all = async () => ({ a: await holdingsOf(a), b: await holdingsOf(b), gen: await holdingsOf(gen) });

  beforeAll(async () => {
    app = await startApp(target);
    await seedAccountReportWorld(app.db);
    [a, b, gen] = [new TestClient(app.baseUrl), new TestClient(app.baseUrl), new TestClient(app.baseUrl)];
    expect((await a.login('sakura01', PASSWORD)).status).toBe(200);
    expect((await b.login('minato01', PASSWORD)).status).toBe(200);
    expect((await gen.login('aozora01', PASSWORD)).status).toBe(200);
    before = await all();
    expect(before.a['2|2|FX-A01']).toBe(2_500);
  });
  afterAll(async () => {
    // No request of this suite may move any volume.
    if (before) expect(await all()).toEqual(before);
    await app?.close();
  });

  it('refuses more than the available volume with 409 C_AC_001, all or nothing', async () => {
    const over = before.a['2|2|FX-A01']! + 1;
    const cases: [string, TestClient, Body][] = [
      [NEG, a, withLine(transfer, { volume: over })],
      [
        NEG,
        a,
        {
          ...transfer,
          lines: [
            { ...line, equipmentId: 'FX-A02', volume: 10 },
            { ...line, volume: over },
          ],
        },
      ],
      [NEG, a, withLine(transfer, { volume: 1_000_000_000_000 })],
      // The generator's line: 5,000 kWh of which 1,200 are held by an open sell bid.
      [NEG, gen, withLine(transfer, { holdingClassCd: 1, volume: before.gen['2|1|FX-A01']! + 1 })],
      [PUB, a, withLine(issue, { volume: over })],
      [
        PUB,
        a,
        {
          ...issue,
          lines: [
            { equipmentId: 'FX-A02', volume: 10 },
            { equipmentId: 'FX-A01', volume: over },
          ],
        },
      ],
      [PUB, a, { ...issue, productCd: 1, lines: [{ equipmentId: 'FX-FIT1', volume: 801 }] }],
    ];
    expect(before.gen['2|1|FX-A01']).toBe(3_800);
    for (const [path, client, body] of cases) {
      const err = await expectError(
        await client.request('POST', path, body),
        409,
        ['C_AC_001'],
        path,
        JSON.stringify(body),
      );
      expect(err.message).toBe(ERRORS.C_AC_001.message);
    }
    expect(await all()).toEqual(before);
  });

  it('answers bad transfer input with 4xx in the error shape, never 500', async () => {
    const cases: [Body, number, string[], string?][] = [
      [withLine(transfer, { volume: 0 }), 422, ['C_SH_001'], '移転量は1kWh以上で入力してください。'],
      [withLine(transfer, { volume: -5 }), 422, ['C_SH_001'], '移転量は1kWh以上で入力してください。'],
      [withLine(transfer, { volume: 1.5 }), 422, ['C_SH_001'], '移転量は整数で入力してください。'],
      [withLine(transfer, { volume: 1e13 }), 422, ['C_SH_001'], '指定可能な移転量上限を超過しています。'],
      [withLine(transfer, { volume: Number.MAX_SAFE_INTEGER + 2 }), 422, ['C_SH_001']],
      [withLine(transfer, { volume: 'abc' }), 422, ['C_SH_001']],
      [withLine(transfer, { volume: '' }), 422, ['C_SH_001'], '移転量は必須入力です。'],
      [withLine(transfer, { volume: null }), 422, ['C_SH_001']],
      [withLine(transfer, { volume: [10] }), 422, ['C_SH_001']],
      [withLine(transfer, { holdingClassCd: 3 }), 422, ['C_SH_001']],
      [withLine(transfer, { holdingClassCd: undefined }), 422, ['C_SH_001']],
      [withLine(transfer, { equipmentId: 'ＦＸ－Ａ０１' }), 422, ['C_SH_001'], '設備IDは半角で入力してください。'],
      [withLine(transfer, { equipmentId: 'x'.repeat(51) }), 422, ['C_SH_001']],
      [withLine(transfer, { equipmentId: '' }), 422, ['C_SH_001']],
      [withLine(transfer, { equipmentId: "FX-A01' or '1'='1" }), 422, ['C_SH_001', 'C_AC_007']],
      [{ ...transfer, recipientMemberNumber: undefined }, 422, ['C_SH_001'], '移転先取引会員番号は必須入力です。'],
      [{ ...transfer, recipientMemberNumber: '' }, 422, ['C_SH_001']],
      [{ ...transfer, recipientMemberNumber: '１００２' }, 422, ['C_SH_001']],
      [{ ...transfer, recipientMemberNumber: '1'.repeat(21) }, 422, ['C_SH_001']],
      [{ ...transfer, recipientMemberNumber: 1002 }, 422, ['C_SH_001']],
      [{ ...transfer, recipientMemberNumber: '9999' }, 404, ['C_SH_008'], ERRORS.C_SH_008.message],
      [{ ...transfer, recipientMemberNumber: '9000' }, 404, ['C_SH_008']],
      [{ ...transfer, recipientMemberNumber: '1001' }, 422, ['C_AC_003'], ERRORS.C_AC_003.message],
      [{ ...transfer, recipientMemberNumber: '2001' }, 422, ['C_AC_004']],
      [{ ...transfer, lines: [] }, 422, ['C_SH_001'], '移転する明細を1件以上指定してください。'],
      [{ ...transfer, lines: undefined }, 422, ['C_SH_001']],
      [{ ...transfer, lines: [line, line] }, 422, ['C_AC_008']],
      [{ ...transfer, fiscalYear: 1999 }, 422, ['C_AC_006']],
      [{ ...transfer, fiscalYear: 2026.5 }, 422, ['C_SH_001']],
      [{ ...transfer, productCd: 4 }, 422, ['C_SH_001']],
    ];
    for (const [body, status, codes, message] of cases) {
      const err = await expectError(await a.request('POST', NEG, body), status, codes, NEG, JSON.stringify(body));
      if (message) expect(err.message).toBe(message);
    }
    for (const raw of [
      '{',
      'null',
      '[]',
      '"x"',
      `{"recipientMemberNumber":"1002","fiscalYear":2026,"productCd":2,"lines":[{"holdingClassCd":2,"equipmentId":"FX-A01","volume":1e400}]}`,
    ])
      await expectError(await a.request('POST', NEG, undefined, { rawBody: raw }), 422, ['C_SH_001'], NEG, raw);
    const plain = await a.request('POST', NEG, undefined, {
      rawBody: JSON.stringify(transfer),
      headers: { 'content-type': 'text/plain' },
    });
    await expectError(plain, 415, ['C_SH_011'], NEG, 'text/plain');
    expect(await all()).toEqual(before);
  });

  it('answers bad issuing input with 4xx in the error shape, never 500', async () => {
    const cases: [Body, number, string[], string?][] = [
      [withLine(issue, { volume: 0 }), 422, ['C_SH_001'], '発行量は1kWh以上で入力してください。'],
      [withLine(issue, { volume: -1 }), 422, ['C_SH_001']],
      [withLine(issue, { volume: 0.5 }), 422, ['C_SH_001'], '発行量は整数で入力してください。'],
      [withLine(issue, { volume: 1e13 }), 422, ['C_SH_001'], '指定可能な発行量上限を超過しています。'],
      [withLine(issue, { volume: 'ten' }), 422, ['C_SH_001']],
      [withLine(issue, { equipmentId: 'ＦＸ－Ａ０１' }), 422, ['C_SH_001'], '設備IDは半角で入力してください。'],
      [withLine(issue, { equipmentId: 'NO-SUCH' }), 422, ['C_AC_007'], ERRORS.C_AC_007.message],
      [{ ...issue, remarks: 'あ'.repeat(201) }, 422, ['C_SH_001'], '備考は200文字以内で入力してください。'],
      [{ ...issue, consumer: undefined }, 422, ['C_SH_001'], '需要家名は必須入力です。'],
      [{ ...issue, consumer: 'Sakura Honsha' }, 422, ['C_SH_001'], '需要家名は全角で入力してください。'],
      [{ ...issue, corporateNo: '1180301018772' }, 422, ['C_SH_001'], '法人番号が正しくありません。'],
      [{ ...issue, corporateNo: '123' }, 422, ['C_SH_001']],
      [{ ...issue, businessNo: '０３００１１' }, 422, ['C_SH_001']],
      [{ ...issue, demandLocation: 'x'.repeat(201) }, 422, ['C_SH_001']],
      [{ ...issue, nfcTypeCd: 2 }, 422, ['C_SH_001'], '電源メニュー名は必須入力です。'],
      [{ ...issue, nfcTypeCd: 3 }, 422, ['C_SH_001']],
      [{ ...issue, useCd: 0 }, 422, ['C_SH_001']],
      [{ ...issue, productCd: 4 }, 422, ['C_SH_001']],
      [{ ...issue, fiscalYear: 1999 }, 422, ['C_AC_006']],
      [{ ...issue, fiscalYear: '2026' }, 422, ['C_SH_001']],
      [{ ...issue, lines: [] }, 422, ['C_SH_001'], '発行する明細を1件以上指定してください。'],
      [{ ...issue, lines: [...(issue.lines as Body[]), ...(issue.lines as Body[])] }, 422, ['C_AC_008']],
    ];
    for (const [body, status, codes, message] of cases) {
      const err = await expectError(await a.request('POST', PUB, body), status, codes, PUB, JSON.stringify(body));
      if (message) expect(err.message).toBe(message);
    }
    await expectError(await a.request('POST', PUB, undefined, { rawBody: '{"lines":' }), 422, ['C_SH_001'], PUB, 'raw');
    expect(await all()).toEqual(before);
  });

  it('refuses a POST without the CSRF header, with a wrong one or without a session, moving nothing', async () => {
    /** The request a forged page could make: A's cookies ride along, the headers are the attacker's. */
    const forged = (path: string, body: Body, headers: Record<string, string>) =>
      fetch(app.baseUrl + path, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': 'application/json',
          origin: app.baseUrl,
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const good = { 'x-xsrf-token': a.csrf!, 'x-user-id': 'sakura01' };
    for (const [path, body] of [
      [NEG, transfer],
      [PUB, issue],
    ] as const) {
      for (const headers of [
        { 'x-user-id': 'sakura01' },
        { ...good, 'x-xsrf-token': '' },
        { ...good, 'x-xsrf-token': 'wrong-token' },
        { ...good, 'x-xsrf-token': b.csrf! },
        { ...good, 'x-user-id': 'minato01' },
        { 'x-xsrf-token': a.csrf! },
      ] as Record<string, string>[]) {
        await expectError(await forged(path, body, headers), 403, ['C_SH_005'], path, JSON.stringify(headers));
      }
      // The same helper with the right headers passes the gate (and stops at validation).
      await expectError(await forged(path, withLine(body, { volume: 0 }), good), 422, ['C_SH_001'], path, 'control');

      const anonymous = new TestClient(app.baseUrl);
      await expectError(await anonymous.request('POST', path, body), 401, ['C_SH_003'], path, 'no cookie');
      await anonymous.visit();
      expect(anonymous.csrf).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      await expectError(await anonymous.request('POST', path, body), 401, ['C_SH_003'], path, 'anonymous CSRF');
      const get = await a.request('GET', path);
      expect(get.status).toBe(405);
      expect(await get.json()).toMatchObject({ code: 'C_SH_012', instance: `GET ${path}` });
    }
    expect(await all()).toEqual(before);
  });
});
