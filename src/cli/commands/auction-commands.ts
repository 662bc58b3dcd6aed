import { requireOption, type Command } from '../command';
import { parseOrThrow } from './parse';
import { createRoundInput, jstDateTime, marketNoInput } from '../../lib/schemas/ops';
import { formatPriceCents } from '../../lib/domain/money';
import { createRound } from '../../lib/server/services/auctions/create-round';
import { loadFitSupply } from '../../lib/server/services/auctions/load-fit-supply';
import { readVolumeFile, refuseFile } from './upload-report';
import { openAuction } from '../../lib/server/services/auctions/open-auction';
import { closeAuction } from '../../lib/server/services/auctions/close-auction';
import { describeAuction } from '../../lib/server/services/auctions/describe-auction';
import { listAuctions } from '../../lib/server/services/auctions/list-auctions';
import { clearThroughJob } from './clear-through-job';
import { PRODUCT_NAMES, stateOf, windowText, type AuctionRow } from '../../lib/server/services/auctions/auction-view';
import type { AuctionState } from '../../lib/domain/auction';
import { marketInstant } from '../../lib/server/services/auctions/market-clock';
import { returnUnsoldFitSupply } from '../../lib/server/services/auctions/return-unsold-fit-supply';
import { fitRestLines, fitSupplyLines, fitSupplyReturnedLine, kwh, STATE_NAMES, summaryLines } from './auction-text';
import { reofferFitRests } from '../../lib/server/services/auctions/fit-supply-rests';
import { loadFitVolumes } from '../../lib/server/services/auctions/load-fit-volumes';

function marketNoOption(options: Record<string, string>): number {
  return parseOrThrow(marketNoInput, requireOption(options, 'market-no'));
}

function auctionLine(a: AuctionRow, state: AuctionState): string {
  return `${a.marketNo}  ${a.fiscalYear}年度 第${a.roundNo}回 ${PRODUCT_NAMES[a.productCd]}  ${windowText(a)}  ${STATE_NAMES[state]}`;
}

export const auctionCommands: Command[] = [
  {
    name: 'create-round',
    usage: 'create-round --fiscal-year 2026 --round 3 --opens "2026-11-20 10:00" --closes "2026-11-27 15:00"',
    description: '開催回を作成します（商品1・2・3の3市場。日時は日本時間）。',
    async run({ db, actor, options, print }) {
      const input = parseOrThrow(createRoundInput, {
        fiscalYear: requireOption(options, 'fiscal-year'),
        roundNo: requireOption(options, 'round'),
        opensAt: requireOption(options, 'opens'),
        closesAt: requireOption(options, 'closes'),
      });
      const created = await createRound(db, actor, input);
      // A window that already began is open at once: print the state the market is in, not 受付前.
      const { at } = await marketInstant(db);
      print(`${input.fiscalYear}年度 第${input.roundNo}回の市場を作成しました:`);
      for (const a of created) print(`  ${auctionLine(a, stateOf(a, at))}`);
    },
  },
  {
    name: 'load-fit-supply',
    usage: 'load-fit-supply --market-no 202631 --file supply.csv',
    description:
      'FIT市場の供給設備と供給量を登録します（supply.csv は facility_id,volume 列、UTF-8 か Shift_JIS。1行でも不備があれば何も登録せず、不備のある行を一覧します）。',
    async run({ db, actor, options, print }) {
      const marketNo = marketNoOption(options);
      const report = await loadFitSupply(db, actor, marketNo, await readVolumeFile(requireOption(options, 'file')));
      refuseFile(report.rejected, print, 'FIT供給量');
      print(
        `市場番号 ${marketNo} に ${report.loaded.toLocaleString('ja-JP')} 設備、合計 ${kwh(report.totalVolume)} のFIT供給を登録しました。`,
      );
    },
  },
  {
    name: 'load-fit-volumes',
    usage: 'load-fit-volumes --fiscal-year 2026 --file fit-volumes.csv',
    description:
      'FIT設備の年度ごとのFIT認定量を登録します（fit-volumes.csv は facility_id,volume 列。登録した年度のFIT供給は設備ごとに認定量の残りまで。登録済みの設備は訂正、約定済み・供給中の量を下回る訂正は不可。1行でも不備があれば何も登録しません）。',
    async run({ db, actor, options, print }) {
      const fiscalYear = parseOrThrow(createRoundInput.shape.fiscalYear, requireOption(options, 'fiscal-year'));
      const report = await loadFitVolumes(db, actor, fiscalYear, await readVolumeFile(requireOption(options, 'file')));
      refuseFile(report.rejected, print, 'FIT認定量');
      print(
        `${fiscalYear}年度のFIT認定量を ${report.loaded.toLocaleString('ja-JP')} 設備、合計 ${kwh(report.totalVolume)} 登録しました。`,
      );
    },
  },
  {
    name: 'reoffer-fit-rests',
    usage: 'reoffer-fit-rests --market-no 202631 --to 202641',
    description:
      '約定処理済みのFIT市場の設備別の売れ残り（未再供給のもの）を、同じ年度の別のFIT市場の供給としてそのまま登録します（FIT供給量の登録と同じ確認を行います）。',
    async run({ db, actor, options, print }) {
      const marketNo = marketNoOption(options);
      const to = parseOrThrow(marketNoInput, requireOption(options, 'to'));
      const done = await reofferFitRests(db, actor, marketNo, to);
      print(
        `市場番号 ${marketNo} の売れ残り ${done.facilities.toLocaleString('ja-JP')} 設備、${kwh(done.volume)} を市場番号 ${to} に供給しました。`,
      );
    },
  },
  {
    name: 'open',
    usage: 'open --market-no 202632 [--closes "2026-11-27 15:00"]',
    description: '入札受付を今すぐ開始します（--closes で締切も変更。締切済みの市場の再開にも使います）。',
    async run({ db, actor, options, print }) {
      const marketNo = marketNoOption(options);
      const closesAt = options.closes ? parseOrThrow(jstDateTime('締切'), options.closes) : undefined;
      const change = await openAuction(db, actor, marketNo, { closesAt });
      print(
        change.changed
          ? `市場番号 ${marketNo} の入札受付を開始しました（受付期間 ${windowText(change.after)}）。`
          : `市場番号 ${marketNo} は既に受付中です（受付期間 ${windowText(change.after)}）。`,
      );
    },
  },
  {
    name: 'close',
    usage: 'close --market-no 202632',
    description: '入札受付を今すぐ締め切ります（処理中の入札の完了を待ってから締め切ります）。',
    async run({ db, actor, options, print }) {
      const marketNo = marketNoOption(options);
      const change = await closeAuction(db, actor, marketNo);
      print(
        change.changed
          ? `市場番号 ${marketNo} の入札受付を締め切りました（受付期間 ${windowText(change.after)}）。`
          : `市場番号 ${marketNo} は既に締め切られています。`,
      );
    },
  },
  {
    name: 'show',
    usage: 'show --market-no 202632',
    description:
      '市場の受付期間・状態・入札の価格別集計・供給量・約定結果を表示します（FIT市場は供給量の登録・約定・返還の内訳も）。',
    async run({ db, options, print }) {
      const o = await describeAuction(db, marketNoOption(options));
      print(auctionLine(o.auction, o.state));
      for (const side of [2, 1]) {
        const levels = o.book.filter((l) => l.bidTypeCd === side);
        const total = levels.reduce((s, l) => s + l.volume, 0);
        print(`  ${side === 2 ? '買い' : '売り'}: ${levels.reduce((s, l) => s + l.bids, 0)} 件、${kwh(total)}`);
        for (const l of levels)
          print(
            `    ${formatPriceCents(l.priceCents).padStart(6)} 円/kWh  ${String(l.bids).padStart(5)} 件  ${kwh(l.volume)}`,
          );
      }
      if (o.auction.productCd === 1) for (const line of fitSupplyLines(o.auction.marketNo, o.supply)) print(line);
      if (o.rests) for (const line of fitRestLines(o.auction.marketNo, o.rests)) print(line);
      if (o.summary) for (const line of summaryLines(o.summary)) print(line);
    },
  },
  {
    name: 'list-auctions',
    usage: 'list-auctions [--fiscal-year 2026]',
    description: '市場の一覧（状態と有効な入札件数）を表示します。',
    async run({ db, options, print }) {
      const fiscalYear = options['fiscal-year']
        ? parseOrThrow(createRoundInput.shape.fiscalYear, options['fiscal-year'])
        : undefined;
      const rows = await listAuctions(db, fiscalYear);
      if (rows.length === 0) print('市場はありません。');
      for (const r of rows) print(`${auctionLine(r.auction, r.state)}  入札 ${r.activeBids} 件`);
    },
  },
  {
    name: 'clear',
    usage: 'clear --market-no 202632',
    description:
      '締切済みの市場の約定処理をジョブとして実行し、進捗を表示します（結果・割当・受渡・精算書を1トランザクションで作成。2回目以降は何もしません）。',
    async run({ db, actor, options, print }) {
      await clearThroughJob(db, actor, marketNoOption(options), print);
    },
  },
  {
    name: 'return-fit-supply',
    usage: 'return-fit-supply --market-no 202631',
    description:
      '約定処理済みのFIT市場の売れ残りのFIT供給を認定元へ返還します（この機能より前に約定処理した市場のためのもの。今の約定処理は売れ残りを自動で返還します。返還済みなら何もしません）。',
    async run({ db, actor, options, print }) {
      const marketNo = marketNoOption(options);
      const done = await returnUnsoldFitSupply(db, actor, marketNo);
      print(
        done.alreadyReturned
          ? `市場番号 ${marketNo} のFIT供給の売れ残りは返還済みです（${done.facilities.toLocaleString('ja-JP')} 設備、${kwh(done.volume)}）。`
          : fitSupplyReturnedLine(marketNo, done),
      );
    },
  },
];
