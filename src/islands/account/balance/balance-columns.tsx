import { formatCapacityKw, formatOperationStart, formatRe100 } from '@/lib/domain/facility';
import type { AccountBalanceItem } from '@/lib/schemas/accounts';
import type { GridColumn } from '../../grid/grid-types';
import type { CodeNames } from '../shared/codes';
import { WORDS, withUnitText } from '@/lib/glossary';
import { formatKwh } from '../../ui/format';

/**
 * 残高照会 columns with the facility display rules of spec §9. 失効(kWh) joins them when the
 * search found expired volume (a year past its usable period), so that it does not sit as a column
 * of zeros in every live year.
 */
/** 追跡履歴（保有明細） of the row's line. */
function lineTrailHref(r: AccountBalanceItem): string {
  const q = new URLSearchParams({
    fiscalYear: String(r.fiscalYear),
    productCd: String(r.productCd),
    holdingClassCd: String(r.holdingClassCd),
    equipmentId: r.equipmentId,
  });
  return `/account/trail/line?${q}`;
}

export function balanceColumns(names: CodeNames, withExpired = false): GridColumn<AccountBalanceItem>[] {
  const columns: GridColumn<AccountBalanceItem>[] = [
    { key: 'equipmentId', header: '設備ID', sortKey: 'equipmentId', render: (r) => r.equipmentId },
    { key: 'equipmentName', header: '設備名', className: 'grid-wrap', render: (r) => r.equipmentName },
    { key: 'reType', header: WORDS.reType, render: (r) => names.reType(r.reTypeCd) },
    { key: 'prefecture', header: '都道府県', render: (r) => names.prefecture(r.prefectureCd) },
    {
      key: 'capacity',
      header: '設備容量(kW)',
      className: 'num',
      render: (r) => formatCapacityKw(r.equipmentCapacity, r.equipmentId),
    },
    {
      key: 'operationStart',
      header: '運転開始日',
      className: 'text-nowrap',
      render: (r) => formatOperationStart(r.operationStartDate, r.equipmentId, r.re100Flg, r.fiscalYear),
    },
    { key: 're100', header: 'RE100', className: 'text-center', render: (r) => formatRe100(r.re100Flg) },
    {
      key: 'holdingClass',
      header: '保有区分',
      className: 'text-nowrap',
      render: (r) => names.holdingClass(r.holdingClassCd),
    },
    {
      key: 'balance',
      header: withUnitText('balance', 'kWh'),
      className: 'num',
      sortKey: 'balance',
      render: (r) => formatKwh(r.balance),
    },
    {
      key: 'reserved',
      header: withUnitText('reserved', 'kWh'),
      className: 'num',
      render: (r) => formatKwh(r.reservedVolume),
    },
    {
      key: 'available',
      header: withUnitText('available', 'kWh'),
      sortKey: 'availableVolume',
      className: 'num',
      render: (r) => formatKwh(r.availableVolume),
    },
  ];
  const expired: GridColumn<AccountBalanceItem> = {
    key: 'expired',
    header: withUnitText('expired', 'kWh'),
    className: 'num',
    render: (r) => formatKwh(r.expiredVolume),
  };
  const trail: GridColumn<AccountBalanceItem> = {
    key: 'trail',
    header: '追跡履歴',
    className: 'text-nowrap',
    render: (r) => (
      <a href={lineTrailHref(r)} aria-label={`${r.equipmentId} ${names.holdingClass(r.holdingClassCd)}の追跡履歴`}>
        追跡履歴
      </a>
    ),
  };
  return withExpired ? [...columns, expired, trail] : [...columns, trail];
}

export const balanceRowKey = (r: AccountBalanceItem) => `${r.holdingClassCd}|${r.equipmentId}`;
