import { sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { FORMULA_START_CHARACTERS, holdingClassName } from '@/lib/domain/reports';

/*
 * Building blocks for exports formatted by PostgreSQL itself (COPY … TO STDOUT (FORMAT csv)). Each
 * one states, in SQL, a rule the row-by-row path applies in JavaScript (csvCell, guardFormula, the
 * label functions); the byte-identity test of the two paths keeps them in step.
 *
 * COPY writes NULL as an empty field and an empty string as "", while csv-stringify writes both as
 * an empty field: every text value therefore goes through NULLIF(…, '').
 */

/** A string constant written into the statement. */
export const literal = (text: string): SQL => sql.raw(pg.escapeLiteral(text));

/** A text cell: empty → NULL, and a leading = + - @ tab or CR neutralised with ' as guardFormula does. */
export function csvTextCell(expr: SQL): SQL {
  const starters = sql.join(FORMULA_START_CHARACTERS.map(literal), sql`, `);
  return sql`case when left(${expr}, 1) in (${starters}) then '''' || ${expr} else nullif(${expr}, '') end`;
}

/**
 * A label chosen by the first matching condition, taken from the domain's own label function so the
 * wording lives in one place; NULL (an empty field) when nothing matches and there is no fallback.
 */
export function csvLabel(cases: readonly { when: SQL; label: string }[], otherwise?: string): SQL {
  const branches = sql.join(
    cases.map((c) => sql`when ${c.when} then ${literal(c.label)}`),
    sql` `,
  );
  return sql`case ${branches}${otherwise === undefined ? sql`` : sql` else ${literal(otherwise)}`} end`;
}

/** Member holding classes: 1 認定, 2 調達, 3 確定. */
export const HOLDING_CLASSES = [1, 2, 3] as const;

/** holdingClassName as a CASE over a holding class column. */
export function holdingClassCell(column: Column): SQL {
  return csvLabel(HOLDING_CLASSES.map((c) => ({ when: sql`${column} = ${c}`, label: holdingClassName(c) })));
}

/**
 * The statement as one text with its parameters written in as literals: COPY cannot take bind
 * parameters. Only numbers and strings can occur (filters already validated by the schema); strings
 * are quoted by pg's escapeLiteral, so no value can change the statement.
 */
export function inlineStatement(query: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') return pg.escapeLiteral(value);
    throw new TypeError(`cannot inline parameter $${n} of type ${typeof value}`);
  });
}
