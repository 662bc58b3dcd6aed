import { describe, expect, it } from 'vitest';
import { balanceColumns } from '../../src/islands/account/balance/balance-columns';
import type { AccountBalanceItem } from '../../src/lib/schemas/accounts';

const names = { product: () => '', reType: () => '太陽光', prefecture: () => '東京都', holdingClass: () => '認定' };
const expiredLine: AccountBalanceItem = {
  fiscalYear: 2025,
  productCd: 2,
  holdingClassCd: 1,
  equipmentId: 'N-EX-1',
  equipmentName: '試験太陽光',
  reTypeCd: 1,
  prefectureCd: '130001',
  municipalityCd: null,
  equipmentCapacity: 100,
  operationStartDate: '2020-04-01',
  re100Flg: true,
  balance: 0,
  reservedVolume: 0,
  availableVolume: 0,
  expiredVolume: 12_345,
};

describe('残高照会 columns', () => {
  it('add 失効(kWh) after 利用可能量 only when the search found expired volume', () => {
    expect(balanceColumns(names).map((c) => c.header)).not.toContain('失効(kWh)');
    // The row's 追跡履歴 link closes the row, after the volumes.
    const columns = balanceColumns(names, true).filter((c) => c.key !== 'trail');
    expect(columns.map((c) => c.header).slice(-2)).toEqual(['利用可能量(kWh)', '失効(kWh)']);
    expect(columns.at(-1)!.render(expiredLine)).toBe('12,345');
  });
});
