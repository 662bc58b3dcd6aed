import { expect, test, type Page } from '@playwright/test';
import { reportEnv, reportUrl } from './report-env';

const env = reportEnv();
const { big, menu } = env;

const field = (page: Page, key: string) => page.locator(`[data-row="${key}"]`);
const row = (page: Page, equipmentId: string) =>
  page
    .locator('#details-body tr')
    .filter({ has: page.locator('td[data-col="equipmentId"]', { hasText: new RegExp(`^${equipmentId}$`) }) });
const cell = (page: Page, equipmentId: string, col: string) => row(page, equipmentId).locator(`td[data-col="${col}"]`);

test('shows the loading text until the certificate arrives, then the certificate fields', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/v1/certificate',
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  await page.goto(reportUrl(env, big));
  await expect(page).toHaveTitle('非化石証書トラッキング情報照会');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('非化石証書トラッキング情報照会');
  await expect(page.getByText('データを取得中です。')).toBeVisible();
  release();
  await expect(page.locator('#certificate')).toBeVisible();
  await expect(page.getByText('データを取得中です。')).toBeHidden();

  const expected: [string, string, string][] = [
    ['fiscalYear', '年度', '2025年度'],
    ['certTypeName', '証書種別', '非FIT非化石証書（再エネ指定あり）'],
    ['certificateNo', '証書番号', big.certificateNo],
    ['nfcTypeCd', '証書区分', '需要場所'],
    ['issueDateTime', '発行日時', '2026/05/01 10:02:03'],
    ['consumer', '需要家名', '株式会社みなと製作所'],
    ['corporateNo', '法人番号', '7000012050002'],
    ['officeName', '事業所名', '本社工場'],
    ['demandLocation', '需要場所', '東京都港区芝公園四丁目２番８号'],
    ['businessNo', '供給地点特定番号', '0300111234567890123456'],
    ['remarks', '備考', '公開ページ確認用の証書'],
    ['totalIssueVolume', '発行量合計(kWh)', big.totalIssueVolume.toLocaleString('en-US')],
  ];
  for (const [key, label, value] of expected) {
    await expect(field(page, key).locator('dt'), key).toHaveText(label);
    await expect(field(page, key).locator('dd'), key).toHaveText(value);
  }
  await expect(field(page, 'menuName')).toBeHidden();
});

test('applies every display rule of spec §9 to the detail rows', async ({ page }) => {
  await page.goto(reportUrl(env, big));
  await expect(page.locator('#details-body tr')).toHaveCount(10);
  const [aggNew, aggOld, edge, eve, frac, unknown] = big.details.map((d) => d.facilityId);
  const expectations: [string, Record<string, string>][] = [
    [
      aggNew!,
      {
        equipmentCapacity: '50.0未満',
        operationStartDate: '2011/01/01以降',
        re100Flg: '〇',
        individIssueVolume: '1,234,567',
        reTypeName: '太陽光',
      },
    ],
    [aggOld!, { equipmentCapacity: '50.0未満', operationStartDate: '2005/04/01', re100Flg: '' }],
    [
      edge!,
      {
        equipmentCapacity: '1,500.0',
        operationStartDate: '2011/01/01',
        re100Flg: '〇',
        reTypeName: '風力',
        individIssueVolume: '10,000',
      },
    ],
    [eve!, { equipmentCapacity: '12.3', operationStartDate: '2010/12/31', re100Flg: '', reTypeName: '水力' }],
    [frac!, { equipmentCapacity: '0.9', operationStartDate: '2020/02/29', re100Flg: '〇' }],
    [unknown!, { reTypeName: '該当なし', equipmentCapacity: '2,000.0' }],
  ];
  for (const [id, cells] of expectations) {
    for (const [col, text] of Object.entries(cells)) await expect(cell(page, id, col), `${id} ${col}`).toHaveText(text);
  }
  await expect(cell(page, edge!, 'equipmentName')).toHaveText('境界日運転開始の風力');
  await expect(page.locator('th')).toHaveText([
    '設備ID',
    '再エネ種別',
    '設備名',
    '設備所在地',
    '設備容量(kW)',
    '運転開始日',
    '発行量(kWh)',
    '運転開始15年未満',
  ]);
});

test('pages through the details 10 at a time, reloading only the details', async ({ page }) => {
  const calls = { certificate: 0, details: 0 };
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p === '/api/v1/certificate') calls.certificate++;
    if (p === '/api/v1/certificate/detail-get') calls.details++;
  });
  await page.goto(reportUrl(env, big));
  const ids = big.details.map((d) => d.facilityId);
  const summary = page.locator('#details-summary');
  const firstId = page.locator('#details-body tr td[data-col="equipmentId"]').first();
  await expect(summary).toHaveText('全23件中 1～10件を表示');
  await expect(page.locator('#pager-position')).toHaveText('1 / 3 ページ');
  await expect(page.getByRole('button', { name: '前へ' })).toBeDisabled();

  await page.getByRole('button', { name: '次へ' }).click();
  await expect(summary).toHaveText('全23件中 11～20件を表示');
  await expect(firstId).toHaveText(ids[10]!);
  await expect(page.locator('#details-body tr')).toHaveCount(10);

  await page.getByRole('button', { name: '最後のページ' }).click();
  await expect(summary).toHaveText('全23件中 21～23件を表示');
  await expect(page.locator('#details-body tr')).toHaveCount(3);
  await expect(page.getByRole('button', { name: '次へ' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '最後のページ' })).toBeDisabled();

  await page.getByRole('button', { name: '前へ' }).click();
  await expect(summary).toHaveText('全23件中 11～20件を表示');
  await page.getByRole('button', { name: '最初のページ' }).click();
  await expect(summary).toHaveText('全23件中 1～10件を表示');
  await expect(firstId).toHaveText(ids[0]!);
  expect(calls).toEqual({ certificate: 1, details: 5 });
  await expect(page.getByRole('status')).toHaveText('全23件中 1～10件を表示');
});

test('shows a power-menu certificate with its menu name and no demand-location fields', async ({ page }) => {
  await page.goto(reportUrl(env, menu));
  await expect(field(page, 'nfcTypeCd').locator('dd')).toHaveText('電源メニュー');
  await expect(field(page, 'certTypeName').locator('dd')).toHaveText('FIT非化石証書');
  await expect(field(page, 'menuName').locator('dd')).toHaveText('みなと再エネ100プラン');
  for (const key of ['consumer', 'corporateNo', 'officeName', 'demandLocation', 'businessNo'])
    await expect(field(page, key)).toBeHidden();
  await expect(page.locator('#details-body tr')).toHaveCount(3);
  await expect(page.locator('#pager')).toBeHidden();
});

test('also opens from the query form of the link, for hosts that cannot rewrite', async ({ page }) => {
  await page.goto(`${env.origin}/report/?${new URLSearchParams({ hash: big.hash, passCd: big.passCd })}`);
  await expect(field(page, 'certificateNo').locator('dd')).toHaveText(big.certificateNo);
  await expect(page.locator('#details-body tr')).toHaveCount(10);
});
