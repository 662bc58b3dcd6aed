import { desc, eq, sql } from 'drizzle-orm';
import { nameMovement } from '../../domain/reports';
import { facilities, journalEntries, postings, products, targetYears } from '../db/schema';
import { csvLabel, csvTextCell, HOLDING_CLASSES, holdingClassCell, inlineStatement } from '../reports/csv/csv-sql';
import { HISTORY_CSV_COLUMNS } from '../reports/csv/history-csv';
import { historyWhere, type HistoryFilters } from './account-histories';

/** The movement kinds the ledger writes; any other kind falls to nameMovement's default. */
const MOVEMENT_KINDS = ['certify', 'transfer', 'issue-certificate', 'clearing', 'expire'] as const;

/** nameMovement as a CASE: its answer for each kind, direction and class, asked of the function itself. */
function movementNameSql() {
  const cases = MOVEMENT_KINDS.flatMap((kind) =>
    [true, false].flatMap((arrives) =>
      HOLDING_CLASSES.map((holdingClassCd) => ({
        when: sql`${journalEntries.kind} = ${kind} and (${postings.volume} > 0) = ${sql.raw(String(arrives))} and ${postings.holdingClassCd} = ${holdingClassCd}`,
        label: nameMovement({ kind, volume: arrives ? 1 : -1, holdingClassCd }).movementName,
      })),
    ),
  );
  return csvLabel(cases, nameMovement({ kind: '', volume: 0, holdingClassCd: 0 }).movementName);
}

/**
 * 履歴照会 CSV as one SELECT whose columns are already the CSV cells (HISTORY_CSV_COLUMNS, same
 * headers, same order, same formatting), for COPY … TO STDOUT. Same filters and order as
 * findHistoryLines, without batches.
 */
export function historyCsvStatement(organizationId: number, f: HistoryFilters): string {
  // formatJstDateTime: the instant in JST (fixed +9, no DST), seconds truncated.
  const cells = [
    sql`to_char((${postings.createdAt} at time zone 'UTC') + interval '9 hours', 'YYYY/MM/DD HH24:MI:SS')`,
    sql`to_char(${journalEntries.businessDate}::date, 'YYYY/MM/DD')`,
    movementNameSql(),
    sql`${targetYears.targetYear}`,
    csvTextCell(sql`${products.name}`),
    holdingClassCell(postings.holdingClassCd),
    csvTextCell(sql`${postings.facilityId}`),
    csvTextCell(sql`${facilities.name}`),
    sql`${postings.volume}`,
    csvTextCell(sql`${journalEntries.reference}`),
  ];
  if (cells.length !== HISTORY_CSV_COLUMNS.length) throw new Error('history CSV: SQL and columns differ');
  const select = sql.join(
    cells.map((cell, i) => sql`${cell} as ${sql.identifier(HISTORY_CSV_COLUMNS[i]!.header)}`),
    sql`, `,
  );
  return inlineStatement(sql`select ${select}
    from ${postings}
    inner join ${targetYears} on ${eq(targetYears.id, postings.targetYearId)}
    inner join ${facilities} on ${eq(facilities.id, postings.facilityId)}
    inner join ${journalEntries} on ${eq(journalEntries.id, postings.entryId)}
    left join ${products} on ${eq(products.code, postings.productCd)}
    where ${historyWhere(organizationId, f)}
    order by ${desc(postings.createdAt)}, ${desc(postings.id)}`);
}
