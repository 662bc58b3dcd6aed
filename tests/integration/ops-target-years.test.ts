import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { OPERATOR } from '../fixtures/auction-fixtures';
import { seededYears } from '../fixtures/target-years';
import type { Db } from '../../src/lib/server/db';
import { targetYearCommands } from '../../src/cli/commands/target-year-commands';
import { auctionCommands } from '../../src/cli/commands/auction-commands';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';

async function run(db: Db, name: string, options: Record<string, string> = {}): Promise<string[]> {
  const lines: string[] = [];
  await [...targetYearCommands, ...auctionCommands]
    .find((c) => c.name === name)!
    .run({ db, actor: OPERATOR, args: [], options, print: (l) => lines.push(l) });
  return lines;
}

/** `ops create-target-year` and `ops target-years` at the business date 2026-12-07. */
describe.each(testTargets())('ops create-target-year on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    t = await freshDatabase(target, { seed: 'codes' });
    db = t.database.db;
    await updateSystemSettings(db, OPERATOR, { businessDate: '2026-12-07' });
  });
  afterAll(async () => t.drop());

  it('creates FY2028 with its calendar and the bands given or the previous year’s, and lists it', async () => {
    expect(await run(db, 'create-target-year', { 'fiscal-year': '2028', 'band-2': '0.70-1.50' })).toEqual([
      '2028年度の対象年度を作成しました:',
      '  2028年度  2028/04/01～2029/03/31  証書の利用期限 2029/06/30',
      '    価格帯: 商品1 0.40～4.00円/kWh、商品2 0.70～1.50円/kWh、商品3 0.60～1.30円/kWh',
    ]);
    const list = await run(db, 'target-years');
    expect(list.at(-1)).toBe('作成できる対象年度: 2024～2028年度（既にあるものを除く）');
    expect(list).toContain('2028年度  2028/04/01～2029/03/31  証書の利用期限 2029/06/30');
    // A round of the new year is created as any other.
    const round = await run(db, 'create-round', {
      'fiscal-year': '2028',
      round: '1',
      opens: '2028-08-01 10:00',
      closes: '2028-08-08 15:00',
    });
    expect(round[0]).toBe('2028年度 第1回の市場を作成しました:');
  });

  it('refuses an existing year, one out of range and bad input, in Japanese', async () => {
    await expect(run(db, 'create-target-year', { 'fiscal-year': '2027' })).rejects.toThrow(
      '2027年度の対象年度は既に作成されています。',
    );
    await expect(run(db, 'create-target-year', { 'fiscal-year': '2029' })).rejects.toThrow(
      '2029年度は作成できません。作成できる対象年度は2024～2028年度です',
    );
    await expect(run(db, 'create-target-year', { 'fiscal-year': '2023' })).rejects.toThrow(
      '2023年度は作成できません。',
    );
    await expect(run(db, 'create-target-year', { 'fiscal-year': 'next' })).rejects.toThrow(
      '対象年度は4桁の年で指定してください。',
    );
    await expect(run(db, 'create-target-year', { 'fiscal-year': '2028', 'band-1': '4.00' })).rejects.toThrow(
      '--band-1 は 下限-上限（例: 0.60-1.30）で指定してください。',
    );
    await expect(run(db, 'create-target-year', { 'fiscal-year': '2028', 'band-1': '4.00-0.40' })).rejects.toThrow(
      '下限価格は上限価格以下で指定してください。',
    );
    await expect(run(db, 'create-target-year', { 'fiscal-year': '2028', 'band-3': '0.6x-1.30' })).rejects.toThrow(
      '下限価格',
    );
    expect(await seededYears(db)).toEqual([2024, 2025, 2026, 2027, 2028]);
  });
});
