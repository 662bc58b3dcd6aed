import { requireOption, type Command } from '../command';
import { adminCreateTargetYearRequest, type AdminTargetYear } from '../../lib/schemas/admin-target-years';
import { createTargetYear } from '../../lib/server/services/codes/create-target-year';
import { listTargetYears } from '../../lib/server/services/codes/target-years';
import { formatDate } from '../../lib/domain/calendar/jst';
import { parseOrThrow } from './parse';

const BAND_OPTIONS = [1, 2, 3] as const;

/** `--band-2 0.60-1.30`: a product's band as 下限-上限 in 円/kWh; the schema judges the prices. */
function bandOf(productCd: number, text: string) {
  const [minPrice, maxPrice, ...rest] = text.split('-');
  if (rest.length || maxPrice === undefined)
    throw new Error(`--band-${productCd} は 下限-上限（例: 0.60-1.30）で指定してください。`);
  return { productCd, minPrice, maxPrice };
}

function yearLines(y: AdminTargetYear): string[] {
  const bands = y.priceBands.map((b) => `商品${b.productCd} ${b.minPrice.toFixed(2)}～${b.maxPrice.toFixed(2)}円/kWh`);
  return [
    `${y.fiscalYear}年度  ${formatDate(y.startDate)}～${formatDate(y.endDate)}  証書の利用期限 ${formatDate(y.usableUntil)}`,
    `  価格帯: ${bands.join('、')}`,
  ];
}

export const targetYearCommands: Command[] = [
  {
    name: 'create-target-year',
    usage: 'create-target-year --fiscal-year 2027 [--band-1 0.40-4.00] [--band-2 0.60-1.30] [--band-3 0.60-1.30]',
    description:
      '対象年度を作成します（4月～翌3月、証書の利用期限は翌年6月末。価格帯は指定しない商品は前年度と同じ。作成できるのは最も古い対象年度から業務日付の年度の2年後まで）。',
    async run({ db, actor, options, print }) {
      const year = requireOption(options, 'fiscal-year');
      const bands = BAND_OPTIONS.filter((p) => options[`band-${p}`] !== undefined).map((p) =>
        bandOf(p, options[`band-${p}`]!),
      );
      const input = parseOrThrow(adminCreateTargetYearRequest, {
        fiscalYear: /^\d+$/.test(year) ? Number(year) : year,
        ...(bands.length ? { priceBands: bands } : {}),
      });
      const created = await createTargetYear(db, actor, input);
      print(`${created.fiscalYear}年度の対象年度を作成しました:`);
      for (const line of yearLines(created)) print(`  ${line}`);
    },
  },
  {
    name: 'target-years',
    usage: 'target-years',
    description: '対象年度の一覧（期間、証書の利用期限、価格帯）と、作成できる対象年度を表示します。',
    async run({ db, print }) {
      const { targetYears, creatable } = await listTargetYears(db);
      for (const y of targetYears) for (const line of yearLines(y)) print(line);
      print(`作成できる対象年度: ${creatable.min}～${creatable.max}年度（既にあるものを除く）`);
    },
  },
];
