import { Fragment } from 'react';
import { totalVolume } from '../lines/line-values';
import { labelOf, NFC_TYPE_OPTIONS, USE_CD_OPTIONS, type CodeNames } from '../shared/codes';
import { isDemandLocation, type PublishValues } from './publish-form';
import { fiscalYearLabel, formatKwh } from '../../ui/format';
import { toFullWidthAscii } from '@/lib/domain/text-width';

/** The certificate as it will be issued: only the fields of its type, blanks shown as such. */
export function PublishSummary({ values, names }: { values: PublishValues; names: CodeNames }) {
  const rows: [string, string][] = [
    ['対象年度', fiscalYearLabel(values.fiscalYear)],
    ['商品', names.product(Number(values.productCd))],
    ['証書種別', labelOf(NFC_TYPE_OPTIONS, values.nfcTypeCd)],
    ...(isDemandLocation(values)
      ? ([
          ['需要家名', values.consumer],
          ['法人番号', values.corporateNo],
          ['事業所名', values.officeName],
          // As it will be printed: half-width digits and letters converted to full width.
          ['需要場所住所', toFullWidthAscii(values.demandLocation.trim())],
          ['供給地点特定番号', values.businessNo],
        ] as [string, string][])
      : ([['電源メニュー名', values.menuName]] as [string, string][])),
    ['証書利用区分', labelOf(USE_CD_OPTIONS, values.useCd)],
    ['備考', values.remarks],
    ['発行量合計', `${formatKwh(totalVolume(values.lines))} kWh`],
  ];
  return (
    <dl className="confirm-list">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value.trim() === '' ? '（なし）' : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
