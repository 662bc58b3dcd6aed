import { requireOption, type Command } from '../command';
import { adminExpireYearRequest } from '../../lib/schemas/admin-expiry';
import { expireYear } from '../../lib/server/services/ledger/expire-year';
import { parseOrThrow } from './parse';

/** 失効 by hand (decision 0029): what the servers' expiry job does on the day after the usable period. */
export const expiryCommands: Command[] = [
  {
    name: 'expire-year',
    usage: 'expire-year --fiscal-year 2025',
    description:
      '証書の利用期限（翌年度6月30日）を過ぎた対象年度の未使用分（認定・調達の残高とFIT供給の残り）をシステムの失効口座へ移します（一つのトランザクション。失効済みなら何もしません。約定処理の残る年度は拒否します）。',
    async run({ db, actor, options, print }) {
      const { fiscalYear } = parseOrThrow(adminExpireYearRequest, {
        fiscalYear: requireOption(options, 'fiscal-year'),
      });
      const result = await expireYear(db, actor, fiscalYear);
      print(result.message);
      for (const m of result.alreadyExpired ? [] : result.members) {
        print(
          `  会員 ${m.memberNumber}  商品 ${m.productCd}  保有区分 ${m.holdingClassCd}  ${m.lines.toLocaleString('ja-JP')} 行  ${m.volume.toLocaleString('ja-JP')} kWh`,
        );
      }
    },
  },
];
