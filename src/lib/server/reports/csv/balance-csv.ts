import { csvCapacity, csvOperationStart, holdingClassName } from '@/lib/domain/reports';
import { formatRe100, isRe100 } from '@/lib/domain/facility';
import { availableVolume } from '@/lib/domain/ledger';
import type { BalanceLine } from '../../repositories/account-balances';
import type { CsvColumn } from './csv-stream';
import { WORDS, withUnitText } from '@/lib/glossary';

const re100Of = (r: BalanceLine) => isRe100(r.operationStartDate, r.fiscalYear);

/** Columns of 残高照会 exports, in the order of the balance screen. */
export const BALANCE_CSV_COLUMNS: readonly CsvColumn<BalanceLine>[] = [
  { header: '対象年度', value: (r) => r.fiscalYear },
  { header: '商品', value: (r) => r.productName },
  { header: '保有区分', value: (r) => holdingClassName(r.holdingClassCd) },
  { header: '設備ID', value: (r) => r.facilityId },
  { header: '設備名', value: (r) => r.facilityName },
  { header: WORDS.reType, value: (r) => r.reTypeName },
  { header: '都道府県', value: (r) => r.prefectureName },
  { header: '市区町村', value: (r) => r.municipalityName },
  { header: '設備容量(kW)', value: (r) => csvCapacity(r.capacityW, r.facilityId) },
  {
    header: '運転開始日',
    value: (r) => csvOperationStart(r.operationStartDate, r.facilityId, re100Of(r), r.fiscalYear),
  },
  { header: 'RE100', value: (r) => formatRe100(re100Of(r)) },
  { header: withUnitText('balance', 'kWh'), value: (r) => r.balance },
  { header: withUnitText('reserved', 'kWh'), value: (r) => r.reserved },
  { header: withUnitText('available', 'kWh'), value: (r) => availableVolume(r.holdingClassCd, r.balance, r.reserved) },
  { header: withUnitText('expired', 'kWh'), value: (r) => r.expired },
];
