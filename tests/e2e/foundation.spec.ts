import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { expect, expectHeading, test, expectAccessible } from './fixtures';
import { OWN_MEMBER_PASSWORD, registerOwnMember, registerOwnMemberWithTemporaryPassword } from './own-member';
import { ownMember } from './own-world';
import { organizations, sessions, systemSettings, users } from '../../src/lib/server/db/schema';
import { waitUntilOpen } from '../setup/maintenance';

test.describe('foundation: login, confinement, maintenance, sessions, member dialog', () => {
  test('a first-login user is confined to the password change, then lands on the balance page with the menu', async ({
    page,
    login,
    app,
  }) => {
    // A user as the operator creates one: only the printed temporary password, to be changed.
    const fresh = await registerOwnMemberWithTemporaryPassword(app, {
      name: '初回ログイン試験電力株式会社',
      kind: 'retailer',
      fitParticipation: true,
      nonFitParticipation: true,
    });
    await login(fresh.loginId, fresh.temporaryPassword);
    await page.waitForURL('**/password/first-change');
    await expectHeading(page, '初回パスワード変更');
    await expectAccessible(page);
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toHaveCount(0);
    await page.goto('/account/history');
    await expect(page).toHaveURL(/\/password\/first-change$/);

    await page.getByLabel('現在のパスワード', { exact: true }).fill(fresh.temporaryPassword);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('short');
    await page.getByLabel('新しいパスワード（確認）', { exact: true }).fill('short');
    await page.getByRole('button', { name: '変更' }).click();
    await expect(
      page
        .getByText(
          '新しいパスワードは半角英大文字・半角英小文字・数字・記号の4種類を使用し、10～50文字で作成してください。',
        )
        .first(),
    ).toBeVisible();

    await page.getByLabel('新しいパスワード', { exact: true }).fill('Fresh#Pass2026');
    await page.getByLabel('新しいパスワード（確認）', { exact: true }).fill('Fresh#Pass2026');
    await page.getByRole('button', { name: '変更' }).click();
    await page.waitForURL('**/account/balance');
    await expectHeading(page, '残高照会');
    // The change is confirmed on the page it lands on, once.
    await expect(page.getByRole('status').getByText('パスワードを変更しました。')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await expect(menu.getByRole('link', { name: '入札照会' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '精算書管理' })).toBeVisible();
    await expect(page).toHaveTitle('残高照会');

    await page.getByRole('button', { name: 'LOG OUT' }).click();
    await page.waitForURL('**/login');
    await page.goto('/account/balance');
    await expect(page).toHaveURL(/\/login\?path=%2Faccount%2Fbalance$/);
  });

  test('maintenance sends a signed-in user to /close', async ({ page, login, app }) => {
    const member = await ownMember(app, 'メンテナンス試験エナジー株式会社', { fit: false, nonFit: true });
    await login(member.loginId);
    await page.waitForURL('**/account/balance');
    // Let the balance screen finish its own calls first: one answered 503 would move the page to
    // /close by itself and abort the navigation below.
    await expectHeading(page, '残高照会');
    await page.waitForLoadState('networkidle');
    await app.db.update(systemSettings).set({ maintenance: true }).where(eq(systemSettings.id, 1));
    try {
      // A background call of the balance screen that meets the 503 may move the page to /close
      // first and abort this navigation: either way the member must end on /close.
      await page.goto('/account/history').catch((error: unknown) => {
        if (!String(error).includes('ERR_ABORTED')) throw error;
      });
      await expect(page).toHaveURL(/\/close$/);
      await expect(page.getByText('メンテナンス').first()).toBeVisible();
    } finally {
      await app.db.update(systemSettings).set({ maintenance: false }).where(eq(systemSettings.id, 1));
      await waitUntilOpen(app.baseUrl);
    }
  });

  test('an expired session sends the next navigation to login and back to the requested page after logging in', async ({
    page,
    login,
    app,
  }) => {
    const member = await ownMember(app, '期限切れ試験製作所株式会社', { fit: true, nonFit: false }, 'consumer');
    await login(member.loginId);
    await page.waitForURL('**/account/balance');
    await expectHeading(page, '残高照会');
    // Leave the balance screen first: a call of its own that meets the expiry (it can still start
    // after the network has gone idle on a slow machine) would send it to /login on its own and
    // win over the navigation below (CI run of 7cc3bcc).
    await page.goto('about:blank');
    const [user] = await app.db.select().from(users).where(eq(users.loginId, member.loginId));
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(sessions.userId, user!.id));
    await page.goto('/account/history?fiscalYear=2026');
    await expect(page).toHaveURL(/\/login\?path=/);
    await page.getByLabel('ログインID').fill(member.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(OWN_MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL('**/account/history?fiscalYear=2026');
    await expectHeading(page, '履歴照会');
  });

  test('the member dialog edits, cancels and saves participation', async ({ page, login, app }) => {
    // A generator of its own: saving participation must not change a demo member other tests read.
    const name = '参加変更試験発電株式会社';
    const { memberNumber, loginId } = await registerOwnMember(app, {
      name,
      kind: 'generator',
      fitParticipation: false,
      nonFitParticipation: true,
    });
    await login(loginId);
    await page.waitForURL('**/account/balance');
    await page.getByRole('button', { name: new RegExp(name) }).click();
    const dialog = page.getByRole('dialog', { name: '取引会員情報' });
    await expect(dialog.getByText(memberNumber)).toBeVisible();
    const fit = dialog.getByLabel('FIT市場', { exact: true });
    await expect(fit).toBeDisabled();
    await dialog.getByRole('button', { name: '編集' }).click();
    await fit.check();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(fit).not.toBeChecked();

    await dialog.getByRole('button', { name: '編集' }).click();
    await fit.check();
    await dialog.getByRole('button', { name: '変更登録' }).click();
    await expect(page.getByText('取引会員情報を更新しました。')).toBeVisible();
    const [org] = await app.db.select().from(organizations).where(eq(organizations.memberNumber, memberNumber));
    expect(org!.fitParticipation).toBe(true);
    await dialog.getByRole('button', { name: '閉じる' }).click();
  });

  test('login and shell pages have no serious accessibility violations', async ({ page, login, app }) => {
    const member = await ownMember(app, '画面構成試験エナジー株式会社', { fit: false, nonFit: true });
    await page.goto('/login');
    const loginScan = await new AxeBuilder({ page }).analyze();
    expect(loginScan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await login(member.loginId);
    await page.waitForURL('**/account/balance');
    const shellScan = await new AxeBuilder({ page }).analyze();
    expect(shellScan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('a wrong password is answered on the login screen without telling which part was wrong', async ({
    page,
    login,
    app,
  }) => {
    const member = await ownMember(app, '誤入力試験エナジー株式会社', { fit: false, nonFit: true });
    await login(member.loginId, 'Wrong#Pass2026');
    await expect(page.getByText('ログインIDまたはパスワードが正しくありません。')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
