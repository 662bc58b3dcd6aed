import { expect, expectHeading, test } from './fixtures';
import { registerOwnMember, openOwnMemberDialog } from './own-member';
import { ownMember } from './own-world';

/** What 登録 would refuse is said at once, and leaving a market is explained. */
test.describe('early refusals', () => {
  test('a FIT-only recipient is refused at the name lookup, with the message 登録 would give', async ({
    page,
    login,
    app,
  }) => {
    const sender = await ownMember(app, '照会試験電力株式会社', { fit: true, nonFit: true });
    const fitOnly = await ownMember(app, 'FIT専業照会試験製作所株式会社', { fit: true, nonFit: false }, 'consumer');
    const nonFit = await ownMember(app, '非FIT照会試験エナジー株式会社', { fit: false, nonFit: true });
    await login(sender.loginId);
    await page.goto('/account/negotiation/input');
    await expectHeading(page, '価値移転');
    const number = page.getByLabel('移転先取引会員番号');
    await number.fill(fitOnly.memberNumber);
    await page.getByRole('button', { name: '会員名照会' }).click();
    await expect(page.getByText('移転先の取引会員は非FIT市場に参加していません。')).toBeVisible();
    await expect(page.getByText(`移転先：${fitOnly.name}`)).toHaveCount(0);
    await expect(number).toHaveClass(/is-invalid/);

    // Another number clears the refusal; a member in the non-FIT market is named.
    await number.fill(nonFit.memberNumber);
    await page.getByRole('button', { name: '会員名照会' }).click();
    await expect(page.getByText(`移転先：${nonFit.name}`)).toBeVisible();
    await expect(page.getByText('移転先の取引会員は非FIT市場に参加していません。')).toHaveCount(0);
  });

  test('a member outside the non-FIT market is told that FIT certificates cannot be transferred', async ({
    page,
    login,
    app,
  }) => {
    const { loginId } = await registerOwnMember(app, {
      name: 'FIT専業試験株式会社',
      kind: 'retailer',
      fitParticipation: true,
      nonFitParticipation: false,
    });
    await login(loginId);
    await page.goto('/account/negotiation/input');
    await expectHeading(page, '価値移転');
    await expect(page.getByTestId('fit-only-notice')).toContainText('FIT非化石証書は移転できません。');
  });

  test('the member dialog says what leaving both markets means before it is saved', async ({ page, login, app }) => {
    const name = '参加警告試験株式会社';
    const { dialog } = await openOwnMemberDialog(app, page, login, name);
    await dialog.getByRole('button', { name: '編集' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    await dialog.getByLabel('FIT市場', { exact: true }).uncheck();
    await dialog.getByLabel('非FIT市場', { exact: true }).uncheck();
    await expect(
      dialog.getByText(/どちらの市場にも参加しない設定です。.*価値移転も受け取れなくなります。/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog.getByText('どちらの市場にも参加しない設定です。', { exact: false })).toHaveCount(0);
  });
});
