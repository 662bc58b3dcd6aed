import { requireOption, type Command } from '../command';
import { adminFoldLotsRequest } from '../../lib/schemas/admin-lots';
import { foldYearLots, listYearLots } from '../../lib/server/services/ledger/fold-lots';
import { formatDate } from '../../lib/domain/calendar/jst';
import { parseOrThrow } from './parse';

/** The FIT clearings' lots (decision 0019): which years have them, and folding a closed year's. */
export const lotCommands: Command[] = [
  {
    name: 'lots',
    usage: 'lots',
    description: 'FIT約定のロットを対象年度ごとに一覧します（市場番号、行数、統合できるか）。',
    async run({ db, print }) {
      const years = await listYearLots(db);
      if (years.length === 0) return print('ロットはありません。');
      for (const y of years) {
        const state = y.closed ? '統合できます' : `${formatDate(y.usableUntil)} まで利用期間中`;
        print(
          `${y.fiscalYear}年度  ロット ${y.marketNos.length} 件（市場番号 ${y.marketNos.join(', ')}）  約 ${y.lines.toLocaleString('ja-JP')} 行  ${state}`,
        );
      }
    },
  },
  {
    name: 'fold-lots',
    usage: 'fold-lots --fiscal-year 2025',
    description:
      '締まった対象年度（証書の利用期限を過ぎ、約定処理の残っていない年度）のロットを保有・明細テーブルへ統合します（一つのトランザクション。統合済みなら何もしません）。',
    async run({ db, actor, options, print }) {
      const { fiscalYear } = parseOrThrow(adminFoldLotsRequest, { fiscalYear: requireOption(options, 'fiscal-year') });
      let shown = -1;
      const result = await foldYearLots(db, actor, fiscalYear, ({ done, total }) => {
        if (done === shown) return;
        shown = done;
        print(`進捗 ${done.toLocaleString('ja-JP')} / ${total.toLocaleString('ja-JP')}`);
      });
      print(result.message);
    },
  },
];
