import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { nonJapaneseTexts } from '../setup/japanese-errors';

const PASSWORD = 'Demo#Pass2026';

/** Answers 4xx in the one error shape, every text Japanese. */
async function expectRefused(res: Response, status: number, code = 'C_SH_001') {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await res.json();
  expect(body).toMatchObject({ code });
  expect(nonJapaneseTexts(body)).toEqual([]);
  return body as { message: string; errors?: { field: string; message: string }[] };
}

const publishBody = (over: Record<string, unknown> = {}) => ({
  fiscalYear: 2026,
  productCd: 2,
  nfcTypeCd: 2,
  useCd: 1,
  menuName: 'メニュー',
  lines: [{ equipmentId: 'E1', volume: 1 }],
  ...over,
});

describe.each(testTargets())('unusual input on %s', (target) => {
  let app: TestApp;
  let member: TestClient;
  beforeAll(async () => {
    app = await startApp(target);
    member = new TestClient(app.baseUrl);
    expect((await member.login('sakura01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => app.close());

  it("answers a path with broken percent-encoding in the error shape, not the adapter's plain text", async () => {
    const api = await member.request('GET', '/api/v1/%');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    await expectRefused(api, 404, 'C_SH_014');
    const page = await fetch(`${app.baseUrl}/account/%zz`);
    expect(page.status).toBe(400);
    expect(await page.text()).toBe('リクエストの形式が正しくありません。');
  });

  it('refuses whole numbers beyond their columns with 422, not 500', async () => {
    await expectRefused(await member.request('GET', '/api/v1/bid-results/curve?marketNo=2147483648'), 422);
    await expectRefused(await member.request('DELETE', '/api/v1/bids?productCd=2&bidNo=2147483648'), 422);
    const year = await expectRefused(
      await member.request('POST', '/api/v1/nfcs/publish', publishBody({ fiscalYear: 2647995596 })),
      422,
    );
    expect(year.message).toBe('対象年度は2147483647以下の値で入力してください。');
    await expectRefused(
      await member.request('POST', '/api/v1/account-balances/negotiate', {
        recipientMemberNumber: '1002',
        fiscalYear: 2647995596,
        productCd: 2,
        lines: [{ holdingClassCd: 1, equipmentId: 'E1', volume: 1 }],
      }),
      422,
    );
    await expectRefused(
      await member.request('GET', '/api/v1/bid-results?fiscalYear=2026&productCd=2&offset=9007199254740993&limit=1'),
      422,
    );
  });

  it('refuses a NUL character in any string with 422', async () => {
    const anonymous = new TestClient(app.baseUrl);
    await anonymous.visit();
    const login = await expectRefused(
      await anonymous.request('POST', '/api/v1/auth/login', { loginId: 'a\u0000b', password: 'x' }),
      422,
    );
    expect(login.errors).toEqual([{ field: 'loginId', message: '入力に使用できない文字（NUL）が含まれています。' }]);
    await expectRefused(
      await member.request('POST', '/api/v1/bids/non-fit-sell', {
        productCd: 2,
        unitPrice: '1.00',
        volume: 1,
        equipmentId: 'E\u00001',
      }),
      422,
    );
    await expectRefused(
      await member.request('POST', '/api/v1/nfcs/publish', publishBody({ remarks: '備考\u0000' })),
      422,
    );
    await expectRefused(
      await member.request(
        'GET',
        '/api/v1/account-balances?fiscalYear=2026&productCd=2&equipmentId=a%00b&offset=0&limit=1&count=false',
      ),
      422,
    );
    await expectRefused(await member.request('GET', '/api/v1/organizations/10%0002/organization-name'), 422);
  });

  it('refuses a body nested 100,000 deep with 4xx, not 500', async () => {
    // Built as text: JSON.stringify itself would overflow the stack on such a value.
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const rawBody = `{"fiscalYear":2026,"productCd":2,"nfcTypeCd":2,"useCd":1,"menuName":"メニュー","lines":[],"remarks":${deep}}`;
    await expectRefused(await member.request('POST', '/api/v1/nfcs/publish', undefined, { rawBody }), 422);
  });

  it('refuses dates outside 2000–2100 with 422', async () => {
    const histories = await expectRefused(
      await member.request(
        'GET',
        '/api/v1/account-histories?fiscalYear=2026&productCd=2&dateFrom=0001-01-01&dateTo=9999-12-31&offset=0&limit=10&count=true',
      ),
      422,
    );
    expect(histories.message).toBe('期間（開始）は2000/01/01から2100/12/31までの日付で入力してください。');
    await expectRefused(
      await member.request(
        'GET',
        '/api/v1/nfcs?fiscalYear=2026&productCd=2&dateFrom=0001-01-01&dateTo=9999-12-31&offset=0&limit=10&count=true',
      ),
      422,
    );
    await expectRefused(
      await member.request('GET', '/api/v1/settlements?fromDate=1999-12-31&offset=0&limit=10&count=false'),
      422,
    );
  });

  it('says in Japanese what is wrong with a body of the wrong shape or an out-of-range page', async () => {
    await expectRefused(await member.request('PUT', '/api/v1/organizations', []), 422);
    await expectRefused(await member.request('POST', '/api/v1/bids/buy', { productCd: '2', volume: [] }), 422);
    const offset = await expectRefused(
      await member.request('GET', '/api/v1/bids?productCd=2&offset=-1&limit=10&count=false'),
      422,
    );
    expect(offset.message).toBe('offsetは0以上の値で入力してください。');
    const limit = await expectRefused(
      await member.request('GET', '/api/v1/bids?productCd=2&offset=0&limit=100001&count=false'),
      422,
    );
    expect(limit.message).toBe('limitは100000以下の値で入力してください。');
  });

  it('answers an API path no route matches (CR/LF in a segment) in the error shape', async () => {
    for (const path of ['/api/v1/nfcs/pdfs//%0D%0A', '/api/v1/%0A', '/api/v1/codes/%0A']) {
      await expectRefused(await member.request('GET', path), 404, 'C_SH_014');
    }
  });

  it('answers a cross-site form submission to the API with 403 in the error shape', async () => {
    const form = await member.request('POST', '/api/v1/auth/logout', undefined, {
      rawBody: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    await expectRefused(form, 403, 'C_SH_005');
    const noType = await member.request('DELETE', '/api/v1/bids?productCd=2', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    await expectRefused(noType, 403, 'C_SH_005');
    // Without credentials there is nobody's authority to forge: the call is 401, as any anonymous one.
    const anonymous = await fetch(`${app.baseUrl}/api/v1/bids?productCd=2`, { method: 'DELETE' });
    await expectRefused(anonymous, 401, 'C_SH_003');
    // Pages keep the same protection.
    const page = await fetch(`${app.baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: 'x',
    });
    expect(page.status).toBe(403);
  });
});
