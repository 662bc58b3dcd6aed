import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** Whether a button is drawn filled (a background of its own) rather than outlined or as a link. */
const filled = (button: Locator) =>
  button.evaluate((el) => {
    const alpha = getComputedStyle(el).backgroundColor.match(/[\d.]+/g)?.[3];
    return alpha === undefined || Number(alpha) > 0;
  });

/**
 * The one order and look of every confirm step (buy, sell, transfer, issuing): 戻る outlined, then
 * 登録 filled, and no other filled button in the step.
 */
export async function expectConfirmButtons(step: Locator): Promise<void> {
  // A dialog's buttons come with it (loaded on first opening): wait for them before reading.
  await expect(step.getByRole('button', { name: '登録' })).toBeVisible();
  const buttons = step.getByRole('button');
  const names = (await buttons.allInnerTexts()).map((t) => t.trim());
  const back = names.indexOf('戻る');
  expect(back, names.join('・')).toBeGreaterThanOrEqual(0);
  expect(names[back + 1], names.join('・')).toBe('登録');
  const look = await Promise.all((await buttons.all()).map(filled));
  expect(
    names.filter((_, i) => look[i]),
    'filled buttons',
  ).toEqual(['登録']);
}
