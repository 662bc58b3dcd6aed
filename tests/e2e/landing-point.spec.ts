import { expect, expectAccessible, test } from './fixtures';
import { registerOwnMember } from './own-member';
import { CODES_STORAGE_KEY } from '../../src/islands/stores/codes';
import type { CodesResponse } from '../../src/lib/schemas/codes';

const STALE_NAME = '旧名称の商品';

test('the landing point reads the code master anew: a code list the tab still held is not used', async ({
  page,
  app,
  login,
}) => {
  test.setTimeout(90_000);
  const member = await registerOwnMember(app, {
    name: '着地点試験電力株式会社',
    kind: 'retailer',
    fitParticipation: true,
    nonFitParticipation: true,
  });
  await login(member.loginId);
  await page.goto('/bid/list');
  const tabs = page.getByRole('tablist');
  const firstTab = tabs.getByRole('tab').first();
  await expect(firstTab).not.toHaveText('');
  const fresh = (await firstTab.textContent())!;
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, CODES_STORAGE_KEY);

  // The tab's copy of the code master changed after it was read (a stale list): screens use it.
  await page.evaluate(
    ({ key, name }) => {
      const codes = JSON.parse(sessionStorage.getItem(key)!) as CodesResponse;
      codes.productList[0]!.productName = name;
      sessionStorage.setItem(key, JSON.stringify(codes));
    },
    { key: CODES_STORAGE_KEY, name: STALE_NAME },
  );
  await page.reload();
  await expect(firstTab).toHaveText(STALE_NAME);

  // Through the landing point (spec §2): the code master is read again before the screen opens.
  await page.goto(`/?path=${encodeURIComponent('/bid/list')}`);
  await page.waitForURL('**/bid/list');
  await expect(firstTab).toHaveText(fresh);
  const held = await page.evaluate((key) => sessionStorage.getItem(key), CODES_STORAGE_KEY);
  expect(held).not.toContain(STALE_NAME);
  await expectAccessible(page);
});
