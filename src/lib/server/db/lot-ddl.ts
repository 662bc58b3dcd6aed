import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Runner } from './raw-rows';

/** The ledger tables whose FIT clearings add inheritance children (decision 0019). */
export type LedgerParent = 'holdings' | 'postings';
export const LEDGER_PARENTS: readonly LedgerParent[] = ['holdings', 'postings'];

/**
 * Indexes of a parent that its lots leave out on purpose: a postings lot holds one journal entry
 * (its CHECK pins entry_id), so an index on entry_id would hold one key; the planner reads the lot
 * by that CHECK instead.
 */
const LOT_EXEMPT_INDEXES: Readonly<Record<LedgerParent, readonly string[]>> = {
  holdings: [],
  postings: ['postings_entry_idx'],
};

/** The lots (inheritance children) of holdings or postings, by name. */
export async function lotsOf(db: Runner, parent: LedgerParent): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = ${parent}::regclass order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/**
 * Applies one DDL change of holdings or postings to the parent and to every lot, in the caller's
 * transaction (a migration's, or the ops command's). `ddl` receives the table and its name; use it
 * for what PostgreSQL does not pass on to inheritance children by itself: indexes and triggers.
 * (CHECK constraints and columns added to the parent reach its children on their own; use plain
 * ALTER TABLE for those.) An index or trigger the table already has by that definition is kept.
 */
export async function applyToParentAndLots(
  db: Runner,
  parent: LedgerParent,
  ddl: (table: ReturnType<typeof sql.identifier>, name: string) => SQL,
): Promise<string[]> {
  const tables = [parent, ...(await lotsOf(db, parent))];
  for (const name of tables) await db.execute(ddl(sql.identifier(name), name));
  return tables;
}

/** What a lot lacks of its parent: an index, a CHECK constraint or a trigger, by the parent's name. */
export interface LotGap {
  lot: string;
  kind: 'index' | 'check' | 'trigger';
  parentName: string;
}

/**
 * Every index, CHECK constraint and trigger of holdings and postings that some lot lacks, compared
 * by definition (the table's and the object's own names left out), except LOT_EXEMPT_INDEXES.
 * Empty when every lot is complete.
 */
export async function lotGaps(db: Runner): Promise<LotGap[]> {
  const gaps: LotGap[] = [];
  for (const parent of LEDGER_PARENTS) {
    const parentObjects = await definitionsOf(db, parent);
    for (const lot of await lotsOf(db, parent)) {
      const lotObjects = await definitionsOf(db, lot);
      for (const o of parentObjects) {
        if (o.kind === 'index' && LOT_EXEMPT_INDEXES[parent].includes(o.name)) continue;
        const found = lotObjects.some((l) => l.kind === o.kind && l.definition === o.definition);
        if (!found) gaps.push({ lot, kind: o.kind, parentName: o.name });
      }
    }
  }
  return gaps;
}

/**
 * Gives a lot every index and trigger of its parent it lacks (LOT_EXEMPT_INDEXES aside), from the
 * parent's own definitions: the clearing calls it when it attaches a lot, after the lot's rows are
 * in (so the reference triggers, which fire per statement, did not run on the COPY; decision 0019),
 * and an operator can call it to mend lots made before a parent changed. Returns what it created.
 */
export async function completeLot(db: Runner, lot: string, parent: LedgerParent): Promise<LotGap[]> {
  const have = await definitionsOf(db, lot);
  const created: LotGap[] = [];
  for (const o of await definitionsOf(db, parent)) {
    if (o.kind === 'check') continue; // inherited: PostgreSQL adds a parent's CHECK to every child
    if (o.kind === 'index' && LOT_EXEMPT_INDEXES[parent].includes(o.name)) continue;
    if (have.some((h) => h.kind === o.kind && h.definition === o.definition)) continue;
    const target = `ON ${quoted(lot)} `;
    const statement =
      o.kind === 'index'
        ? o.definition.replace('ON TABLE ', target)
        : o.definition
            .replace(/^CREATE (CONSTRAINT )?TRIGGER /, `CREATE $1TRIGGER ${quoted(o.name)} `)
            .replace('ON TABLE ', target);
    await db.execute(sql.raw(statement));
    created.push({ lot, kind: o.kind, parentName: o.name });
  }
  return created;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

interface Definition {
  kind: LotGap['kind'];
  name: string;
  definition: string;
}

/** A table's indexes, CHECK constraints and (user) triggers with the table's name written as TABLE. */
async function definitionsOf(db: Runner, table: string): Promise<Definition[]> {
  const rows = await rowsOf<Definition>(
    db,
    sql`select 'index' as kind, c.relname as name,
               regexp_replace(pg_get_indexdef(i.indexrelid), '^CREATE (UNIQUE )?INDEX \\S+ ON ', 'CREATE \\1INDEX ON ') as definition
          from pg_index i join pg_class c on c.oid = i.indexrelid
         where i.indrelid = ${table}::regclass
        union all
        select 'check', conname, pg_get_constraintdef(oid)
          from pg_constraint where conrelid = ${table}::regclass and contype = 'c'
        union all
        select 'trigger', tgname, regexp_replace(pg_get_triggerdef(oid), '^CREATE (CONSTRAINT )?TRIGGER \\S+ ', 'CREATE \\1TRIGGER ')
          from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal`,
  );
  return rows.map((r) => ({ ...r, definition: normalise(r.definition, table) }));
}

function normalise(definition: string, table: string): string {
  return definition
    .replaceAll(`public.${table} `, 'TABLE ')
    .replaceAll(`ON ${table} `, 'ON TABLE ')
    .replaceAll(`"${table}".`, '')
    .replaceAll(`${table}.`, '')
    .replace(/\s+/g, ' ')
    .trim();
}
