import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { requireOption, type Command } from '../command';
import { loadFacilities } from '../../lib/server/services/facilities/load-facilities';
import { certifyVolume } from '../../lib/server/services/ledger/certify-volume';
import { parseOrThrow } from './parse';

const certifyInput = z.object({
  memberNumber: z.string().min(1),
  targetYear: z.coerce.number().int().min(2000).max(2100),
  productCd: z.coerce
    .number()
    .pipe(z.union([z.literal(2), z.literal(3)], { error: '商品は 2（再エネ指定あり）か 3（再エネ指定なし）です。' })),
  lines: z
    .array(
      z.object({ facilityId: z.string().min(1), volume: z.coerce.number().int().min(1, '認定量は1kWh以上です。') }),
    )
    .min(1, '認定する設備を指定してください。'),
});

export const ledgerCommands: Command[] = [
  {
    name: 'load-facilities',
    usage: 'load-facilities --file facilities.csv',
    description: '設備をCSVから登録します（1行でも不備があれば何も登録せず、不備のある行を一覧します）。',
    async run({ db, actor, options, print }) {
      const file = requireOption(options, 'file');
      const report = await loadFacilities(db, actor, readFileSync(file, 'utf8'));
      if (report.rejected.length) {
        print(`${report.rejected.length} 行に不備があるため、登録しませんでした:`);
        for (const r of report.rejected) print(`  ${r.line}行目 ${r.facilityId}: ${r.reasons.join(' / ')}`);
        throw new Error('設備の登録を中止しました。');
      }
      print(`${report.loaded.toLocaleString('ja-JP')} 件の設備を登録しました。`);
    },
  },
  {
    name: 'certify',
    usage:
      'certify --member-number 3001 --fiscal-year 2026 --product 2|3 (--facility ID --volume kWh | --file lines.csv)',
    description: '非FIT設備の非化石価値を取引会員の認定区分に計上します（lines.csv は facility_id,volume 列）。',
    async run({ db, actor, options, print }) {
      const lines = options.file
        ? (
            parse(readFileSync(options.file, 'utf8'), { columns: true, skip_empty_lines: true, trim: true }) as Record<
              string,
              string
            >[]
          ).map((r) => ({
            facilityId: r.facility_id,
            volume: r.volume,
          }))
        : [{ facilityId: requireOption(options, 'facility'), volume: requireOption(options, 'volume') }];
      const input = parseOrThrow(certifyInput, {
        memberNumber: requireOption(options, 'member-number'),
        targetYear: requireOption(options, 'fiscal-year'),
        productCd: requireOption(options, 'product'),
        lines,
      });
      const { total } = await certifyVolume(db, actor, input);
      print(
        `${input.memberNumber} に ${input.targetYear}年度 商品${input.productCd} の ${total.toLocaleString('ja-JP')} kWh を認定しました（${input.lines.length} 設備）。`,
      );
    },
  },
];
