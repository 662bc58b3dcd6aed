import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectHeading, test } from './fixtures';
import { buy, ensureOpenRound, fiscalYearOf } from './bid-world';
import { ownGenerator, ownMember, ownRetailer } from './own-world';
import { MENU } from '../../src/lib/routes';
import { cellText } from './table-cells';

/**
 * Every member screen at a phone's 390×844 — no sideways page scroll, every action in
 * reach (a wide table may scroll in its own container, but its action column stays in view), the
 * menu opens with its labels, and axe stays clean. Read-only screens use the demo members; the
 * flows that register something use members of the test's own.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// Each test walks several screens, with an axe scan on each.
test.describe.configure({ timeout: 180_000 });

/** The page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const label = new URL(page.url()).pathname;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(PHONE.width);
}

/**
 * The control is on screen once the page is scrolled to it, without scrolling any table sideways,
 * and a press would reach it (nothing covers it, it is enabled).
 */
async function expectInReach(control: Locator): Promise<void> {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const box = await control.boundingBox();
  expect(box, String(control)).not.toBeNull();
  expect(box!.x, String(control)).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, String(control)).toBeLessThanOrEqual(PHONE.width);
  await control.click({ trial: true });
}

/** A select shows its whole chosen option (「…再エネ指定あり」 and 「…なし」 must differ on screen). */
async function expectWholeOptionShown(select: Locator): Promise<void> {
  const [needed, room, text] = await select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const probe = document.createElement('span');
    probe.textContent = el.selectedOptions[0]?.textContent ?? '';
    probe.style.font = style.font;
    probe.style.whiteSpace = 'pre';
    probe.style.position = 'absolute';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return [width, el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), probe.textContent];
  });
  expect(needed, `「${text}」`).toBeLessThanOrEqual(room);
}

async function expectPhoneReady(page: Page, actions: Locator[]): Promise<void> {
  await expectNoSidewaysScroll(page);
  for (const action of actions) await expectInReach(action);
  await expectAccessible(page, `${new URL(page.url()).pathname} (390 px)`);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('phone width (390×844)', () => {
  test('the menu opens with its labels from a メニュー button, goes where it says, and closes; the desktop keeps its drawer', async ({
    page,
    login,
  }) => {
    await login('sakura01');
    await expectHeading(page, '残高照会');
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await expect(menu).toBeHidden();
    await expectInReach(button(page, 'メニュー'));
    await expect(button(page, 'メニュー')).toHaveAttribute('aria-expanded', 'false');
    await button(page, 'メニュー').click();
    await expect(menu).toBeVisible();
    await expect(button(page, 'メニュー')).toHaveAttribute('aria-expanded', 'true');
    for (const item of MENU.flatMap((group) => group.items)) {
      const link = menu.getByRole('link', { name: item.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveText(item.label);
      await expectInReach(link);
    }
    await expectInReach(menu.getByRole('button', { name: 'LOG OUT' }));
    await expectAccessible(page, 'menu open (390 px)');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button(page, 'メニュー')).toHaveAttribute('aria-expanded', 'false');

    await button(page, 'メニュー').click();
    await menu.getByRole('button', { name: 'メニューを閉じる' }).click();
    await expect(menu).toBeHidden();

    await button(page, 'メニュー').click();
    await menu.getByRole('link', { name: '約定結果照会' }).click();
    await page.waitForURL('**/bid/result**');
    await expectHeading(page, '約定結果照会');
    await expect(menu).toBeHidden();

    // At desktop width the drawer shows its labels as before, with no メニュー button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu.getByRole('link', { name: '残高照会' })).toBeVisible();
    await expect(button(page, 'メニュー')).toBeHidden();
  });

  test('the inquiry screens fit, with the full product name, 検索, クリア, CSV and PDF in reach', async ({
    page,
    login,
  }) => {
    await login('sakura01');
    for (const [path, title, rowsName] of [
      ['/account/balance', '残高照会', '残高一覧'],
      ['/account/history', '履歴照会', '履歴一覧'],
    ] as const) {
      await page.goto(path);
      await expectHeading(page, title);
      const product = page.getByLabel('商品');
      for (const label of ['非FIT非化石証書（再エネ指定あり）', '非FIT非化石証書（再エネ指定なし）']) {
        await product.selectOption({ label });
        await expectWholeOptionShown(product);
      }
      await button(page, '検索').click();
      await expect(page.getByRole('table', { name: rowsName }).locator('tbody tr').first()).toBeVisible();
      await expectPhoneReady(page, [
        button(page, '検索'),
        button(page, 'クリア'),
        page.getByLabel('文字コード'),
        button(page, 'CSVダウンロード'),
        page.getByLabel('表示件数'),
      ]);
    }

    await page.goto('/account/nfc/list');
    await expectHeading(page, '証書一覧');
    await button(page, '検索').click();
    const pdf = page.getByRole('button', { name: /のPDFをダウンロード$/ }).first();
    await expectPhoneReady(page, [button(page, '検索'), pdf]);

    await page.goto('/bid/result');
    await expectHeading(page, '約定結果照会');
    await expectPhoneReady(page, [button(page, '検索')]);

    await page.goto('/settlement');
    await expectHeading(page, '精算書管理');
    await button(page, '検索').click();
    await expectPhoneReady(page, [
      button(page, '検索'),
      button(page, 'クリア'),
      page.getByRole('button', { name: /のPDFをダウンロード$/ }).first(),
    ]);

    await page.goto('/password/change');
    await expectHeading(page, 'パスワード変更');
    await expectPhoneReady(page, [page.getByRole('button', { name: '変更する' })]);
  });

  test('the bid list: the buy form, its confirmation, and each bid’s 削除 without scrolling the table', async ({
    page,
    login,
    app,
  }) => {
    await ensureOpenRound(app.db);
    const buyer = await ownMember(app, 'スマホ入札試験電力株式会社', { fit: true, nonFit: true });
    await buy(app.db, buyer.loginId, 2, '1.10', 3_000);
    await login(buyer.loginId);
    await page.goto('/bid/list?productCd=2');
    await expectHeading(page, '入札照会');
    for (const name of ['FIT非化石証書', '非FIT非化石証書（再エネ指定あり）', '非FIT非化石証書（再エネ指定なし）'])
      await expectInReach(page.getByRole('tab', { name, exact: true }));
    const row = page.getByRole('row').filter({ hasText: '1.10' });
    const bidNo = (await row.getByRole('cell').first().innerText()).trim();
    await expectPhoneReady(page, [
      button(page, '入札'),
      button(page, '全件削除'),
      row.getByRole('button', { name: `入札番号${bidNo}を削除` }),
    ]);

    await page.getByLabel('単価', { exact: true }).fill('1.20');
    await page.getByLabel('入札量', { exact: true }).fill('2,000');
    await button(page, '入札').click();
    const confirmation = page.getByRole('dialog', { name: '買い入札の確認' });
    await expect(confirmation).toBeVisible();
    await expectPhoneReady(page, [confirmation.getByRole('button', { name: '登録' })]);
    await confirmation.getByRole('button', { name: '登録' }).click();
    const added = page.getByRole('row').filter({ hasText: '1.20' });
    await expect(added).toBeVisible();
    const addedNo = (await added.getByRole('cell').first().innerText()).trim();
    await expectPhoneReady(page, [added.getByRole('button', { name: `入札番号${addedNo}を削除` })]);
  });

  test('a sell bid: input, confirm and done fit', async ({ page, login, app }) => {
    const round = await ensureOpenRound(app.db);
    const seller = await ownGenerator(app, { fiscalYear: fiscalYearOf(round), products: [2] });
    await login(seller.loginId);
    await page.goto('/bid/list?productCd=2');
    await expectHeading(page, '入札照会');
    await expectInReach(page.getByRole('link', { name: '売り入札' }));
    await page.getByRole('link', { name: '売り入札' }).click();
    await page.waitForURL('**/bid/sell-bid/input?productCd=2');
    await expectWholeOptionShown(page.getByLabel('商品'));
    const radio = page.locator('input[type=radio]:not([disabled])').first();
    await expectPhoneReady(page, [radio, button(page, '絞り込み'), button(page, '確認')]);
    await radio.check();
    await page.getByLabel('単価', { exact: true }).fill('0.90');
    await page.getByLabel('入札量', { exact: true }).fill('1,000');
    await button(page, '確認').click();

    await page.waitForURL('**/bid/sell-bid/confirm');
    await expectHeading(page, '売り入札（確認）');
    await expectPhoneReady(page, [button(page, '戻る'), button(page, '登録')]);
    await button(page, '登録').click();
    await expectHeading(page, '売り入札（完了）');
    await expectPhoneReady(page, [page.getByRole('link', { name: '入札照会へ' })]);
  });

  test('a multi-line sell: the line list, 全て選択, the confirm totals and done fit', async ({ page, login, app }) => {
    const round = await ensureOpenRound(app.db);
    const seller = await ownGenerator(app, { fiscalYear: fiscalYearOf(round), products: [2], facilities: 30 });
    await login(seller.loginId);
    await page.goto('/bid/sell-bid/input?productCd=2');
    await expectHeading(page, '売り入札');
    await page.getByRole('switch', { name: /複数設備をまとめて入札する/ }).check();
    const all = page.getByLabel('全て選択（30件）');
    await expectPhoneReady(page, [
      all,
      page.getByLabel(`設備ID ${seller.facilityIds[29]}を選択`),
      button(page, '確認'),
    ]);
    await all.check();
    await page.getByLabel('単価', { exact: true }).fill('0.90');
    await button(page, '確認').click();

    await page.waitForURL('**/bid/sell-bid/confirm');
    await expectHeading(page, '売り入札（確認）');
    await expect(page.getByText('300,000kWh')).toBeVisible();
    await expectPhoneReady(page, [button(page, '戻る'), button(page, '登録')]);
    await button(page, '登録').click();
    await expectHeading(page, '売り入札（完了）');
    await expectPhoneReady(page, [page.getByRole('link', { name: '入札照会へ' })]);
  });

  test('a value transfer: the chosen lines keep 全量 and 削除 in view; confirm and done fit', async ({
    page,
    login,
    app,
  }) => {
    const sender = await ownRetailer(app, { name: 'スマホ移転元電力株式会社', facilities: 2 });
    const recipient = await ownMember(app, 'スマホ移転先エナジー株式会社', { fit: false, nonFit: true });
    await login(sender.loginId);
    await page.goto('/account/negotiation/input');
    await expectHeading(page, '価値移転');
    await page.getByLabel('移転先取引会員番号').fill(recipient.memberNumber);
    await button(page, '会員名照会').click();
    await expect(page.getByText(`移転先：${recipient.name}`)).toBeVisible();
    const lines = page.getByRole('table', { name: '保有明細' });
    const row = lines.locator('tbody tr').first();
    const id = await cellText(lines, row, '設備ID');
    await expectInReach(row.getByRole('checkbox'));
    await row.getByRole('checkbox').check();
    await page.getByLabel(`${id}の移転量（kWh）`).fill('1,000');
    await expectPhoneReady(page, [
      page.getByRole('button', { name: `${id}に全量を入力` }),
      page.getByRole('button', { name: `${id}を明細から削除` }),
      button(page, '確認'),
    ]);
    await button(page, '確認').click();

    await page.waitForURL('**/account/negotiation/confirm');
    await expectHeading(page, '価値移転（確認）');
    await expectPhoneReady(page, [button(page, '戻る'), button(page, '登録')]);
    await button(page, '登録').click();
    await expectHeading(page, '価値移転（完了）');
    await expectPhoneReady(page, []);
  });

  test('certificate issuing: input, confirm and done fit', async ({ page, login, app }) => {
    const retailer = await ownRetailer(app, { name: 'スマホ証書試験電力株式会社', facilities: 1 });
    await login(retailer.loginId);
    await page.goto('/account/nfc/publish/input');
    await expectHeading(page, '証書発行');
    await expectWholeOptionShown(page.getByLabel('商品'));
    await page.getByRole('radio', { name: '電源メニュー' }).check();
    await page.getByLabel('電源メニュー名').fill('スマホ試験メニュー');
    const lines = page.getByRole('table', { name: '保有明細' });
    const row = lines.locator('tbody tr').first();
    const id = await cellText(lines, row, '設備ID');
    await row.getByRole('checkbox').check();
    await page.getByLabel(`${id}の発行量（kWh）`).fill('500');
    await expectPhoneReady(page, [page.getByRole('button', { name: `${id}を明細から削除` }), button(page, '確認')]);
    await button(page, '確認').click();

    await page.waitForURL('**/account/nfc/publish/confirm');
    await expectHeading(page, '証書発行（確認）');
    await expectPhoneReady(page, [button(page, '戻る'), button(page, '登録')]);
    await button(page, '登録').click();
    await expectHeading(page, '証書発行（完了）');
    await expectPhoneReady(page, [page.getByRole('link', { name: '証書一覧へ' })]);
  });
});

test.describe('phone width: focus after the member dialog', () => {
  test('the member dialog opened from the phone menu gives the focus back to メニュー when it closes', async ({
    page,
    login,
  }) => {
    await login('sakura01');
    await expectHeading(page, '残高照会');
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await button(page, 'メニュー').click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: /取引会員情報/ }).click();
    const dialog = page.getByRole('dialog', { name: '取引会員情報' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '閉じる' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(button(page, 'メニュー')).toBeFocused();

    // The same with Escape, and a second opening (the dialog is mounted once, then reopened).
    await button(page, 'メニュー').click();
    await menu.getByRole('button', { name: /取引会員情報/ }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button(page, 'メニュー')).toBeFocused();
  });
});
