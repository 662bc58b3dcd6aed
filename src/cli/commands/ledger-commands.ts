import { readFileSync } from 'node:fs';
import { requireOption, type Command } from '../command';
import { loadFacilities } from '../../lib/server/services/facilities/load-facilities';
import { certifyRows } from '../../lib/server/services/ledger/certify-volume';
import { uploadTarget } from '../../lib/schemas/admin-uploads';
import { readVolumeFile, refuseFile } from './upload-report';
import { parseOrThrow } from './parse';

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
    description:
      '非FIT設備の非化石価値を取引会員の認定区分に計上します（lines.csv は facility_id,volume 列、UTF-8 か Shift_JIS。1行でも不備があれば何も登録せず、不備のある行を一覧します）。',
    async run({ db, actor, options, print }) {
      const target = parseOrThrow(uploadTarget, {
        kind: 'certification',
        memberNumber: requireOption(options, 'member-number'),
        fiscalYear: requireOption(options, 'fiscal-year'),
        productCd: requireOption(options, 'product'),
      });
      if (target.kind !== 'certification') throw new Error('unreachable');
      const rows = options.file
        ? await readVolumeFile(options.file)
        : [{ line: 1, facilityId: requireOption(options, 'facility'), volume: requireOption(options, 'volume') }];
      const report = await certifyRows(db, actor, { ...target, targetYear: target.fiscalYear }, rows);
      refuseFile(report.rejected, print, '認定量');
      print(
        `${target.memberNumber} に ${target.fiscalYear}年度 商品${target.productCd} の ${report.total.toLocaleString('ja-JP')} kWh を認定しました（${report.facilities.toLocaleString('ja-JP')} 設備）。`,
      );
    },
  },
];
