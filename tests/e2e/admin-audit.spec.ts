import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, signInOperator, test } from './fixtures';
import { auditLog } from '../../src/lib/server/db/schema';

/**
 * The operator reads 監査ログ in the console, filters it by action and actor, and
 * downloads the filtered rows as CSV.
 */
test('audit log: filter by action, read the rows, download them as CSV', async ({ page, app }) => {
  const actor = `ops:e2e-audit-${Date.now()}`;
  await app.db.insert(auditLog).values([
    { actorType: 'operator', actorId: actor, action: 'certificate.issue', entity: 'certificate', entityId: 'E2E-1' },
    {
      actorType: 'operator',
      actorId: actor,
      action: 'system.update',
      entity: 'system_settings',
      entityId: '1',
      before: { maintenance: false },
      after: { maintenance: true },
    },
  ]);
  await signInOperator(app, page.context());
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'コンソールメニュー' }).getByRole('link', { name: '監査ログ' }).click();
  await page.waitForURL('**/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: '監査ログ' })).toBeVisible();
  await expect(page.getByTestId('audit-rows')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('実行者').fill(actor);
  await page.getByLabel('操作').selectOption({ label: 'メンテナンス・業務日付の変更（system.update）' });
  await page.getByRole('button', { name: '検索' }).click();
  const rows = page.getByTestId('audit-rows').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(actor);
  await expect(rows.first()).toContainText('メンテナンス・業務日付の変更');
  await expect(rows.first()).toContainText('system_settings 1');
  await expect(rows.first()).toContainText('{"maintenance":false} → {"maintenance":true}');
  await page.screenshot({ path: test.info().outputPath('admin-audit-filtered.png'), fullPage: true });
  await expect(rows.first().locator('td').first()).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSVダウンロード（UTF-8）' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^監査ログ_\d{8}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('日時,実行者,操作,操作コード,対象,対象ID,内容');
  expect(lines.filter((l) => l !== '')).toHaveLength(2);
  expect(lines[1]).toContain(`${actor},メンテナンス・業務日付の変更,system.update,system_settings,1,`);

  // A bad date is refused at its field in the server's words; the rows stay as they were.
  await page.getByLabel('期間（開始）').fill('2026/13/40');
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByText('期間（開始）はYYYY/MM/DD形式の日付で入力してください。').first()).toBeVisible();
  await expect(rows).toHaveCount(1);
});
