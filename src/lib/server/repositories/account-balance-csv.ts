import { asc, eq, sql } from 'drizzle-orm';
import { formatRe100 } from '../../domain/facility';
import { csvCapacity } from '../../domain/reports';
import { facilities, holdings, municipalities, prefectures, products, renewableTypes, targetYears } from '../db/schema';
import { BALANCE_CSV_COLUMNS } from '../reports/csv/balance-csv';
import { csvLabel, csvTextCell, holdingClassCell, inlineStatement, literal } from '../reports/csv/csv-sql';
import { availableVolumeSql } from './available-volume-sql';
import { balanceWhere, byteOrderFacility, type BalanceFilters } from './account-balances';

/*
 * The facility rules of domain/facility in SQL: ids starting with # are aggregates (capacity shown
 * as 50.0未満, start date as "(year − 14)/01/01以降" when RE100), RE100 = started on or after
 * (target year − 14)-01-01. Capacity is floored to 0.1 kW from whole watts (never negative: a check
 * constraint), without grouping as csvCapacity prints it.
 */
const aggregated = sql`left(${facilities.id}, 1) = '#'`;
const re100 = sql`${facilities.operationStartDate}::date >= make_date(${targetYears.targetYear} - 14, 1, 1)`;

/**
 * 残高照会 CSV as one SELECT whose columns are already the CSV cells (BALANCE_CSV_COLUMNS, same
 * headers, order and formatting), for COPY … TO STDOUT. Same filters and order as findBalanceLines.
 */
export function balanceCsvStatement(organizationId: number, f: BalanceFilters): string {
  const cells = [
    sql`${targetYears.targetYear}`,
    csvTextCell(sql`${products.name}`),
    holdingClassCell(holdings.holdingClassCd),
    csvTextCell(sql`${holdings.facilityId}`),
    csvTextCell(sql`${facilities.name}`),
    csvTextCell(sql`${renewableTypes.name}`),
    csvTextCell(sql`${prefectures.name}`),
    csvTextCell(sql`${municipalities.name}`),
    sql`case when ${aggregated} then ${literal(csvCapacity(0, '#'))}
      else (${facilities.capacityW} / 1000)::text || '.' || (${facilities.capacityW} / 100 % 10)::text end`,
    sql`case when ${aggregated} and ${re100}
      then lpad((${targetYears.targetYear} - 14)::text, 4, '0') || '/01/01以降'
      else to_char(${facilities.operationStartDate}::date, 'YYYY/MM/DD') end`,
    csvLabel([{ when: re100, label: formatRe100(true) }]),
    sql`${holdings.balance}`,
    sql`${holdings.reserved}`,
    availableVolumeSql(),
    sql`${holdings.expired}`,
  ];
  if (cells.length !== BALANCE_CSV_COLUMNS.length) throw new Error('balance CSV: SQL and columns differ');
  const select = sql.join(
    cells.map((cell, i) => sql`${cell} as ${sql.identifier(BALANCE_CSV_COLUMNS[i]!.header)}`),
    sql`, `,
  );
  return inlineStatement(sql`select ${select}
    from ${holdings}
    inner join ${targetYears} on ${eq(targetYears.id, holdings.targetYearId)}
    inner join ${facilities} on ${eq(facilities.id, holdings.facilityId)}
    left join ${products} on ${eq(products.code, holdings.productCd)}
    left join ${renewableTypes} on ${eq(renewableTypes.code, facilities.reTypeCd)}
    left join ${prefectures} on ${eq(prefectures.code, facilities.prefectureCd)}
    left join ${municipalities} on ${eq(municipalities.code, facilities.municipalityCd)}
    where ${balanceWhere(organizationId, f)}
    order by ${asc(byteOrderFacility)}, ${asc(holdings.holdingClassCd)}`);
}
