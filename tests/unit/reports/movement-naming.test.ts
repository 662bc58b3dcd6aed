import { describe, expect, it } from 'vitest';
import { nameMovement } from '@/lib/domain/reports';

describe('nameMovement', () => {
  it.each([
    ['certify', 1_000, 1, 'certify', '認定'],
    ['certify', -1_000, 1, 'certify-cancel', '認定取消'],
    ['transfer', 500, 2, 'transfer-in', '移転（受入）'],
    ['transfer', -500, 1, 'transfer-out', '移転（払出）'],
    ['transfer', -500, 2, 'transfer-out', '移転（払出）'],
    ['issue-certificate', -300, 2, 'issue', '証書発行'],
    ['issue-certificate', 300, 3, 'issue-confirmed', '証書発行（確定）'],
    ['clearing', 700, 2, 'clearing-buy', '約定（買）'],
    ['clearing', -700, 1, 'clearing-sell', '約定（売）'],
    ['expire', -10, 2, 'expire', '失効'],
    ['load-fit-supply', 10, 0, 'other', 'その他'],
    ['something-new', 10, 2, 'other', 'その他'],
  ])('%s %d (class %d) → %s %s', (kind, volume, holdingClassCd, movementType, movementName) => {
    expect(nameMovement({ kind, volume, holdingClassCd })).toEqual({ movementType, movementName });
  });
});
