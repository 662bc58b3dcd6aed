import type { Db } from '../../src/lib/server/db';

export interface StatementRecorder {
  /** The SQL text of every statement since the last reset, in order. */
  readonly statements: readonly string[];
  reset(): void;
  restore(): void;
}

/**
 * Records the statements drizzle sends outside transactions through this handle: both drivers
 * (PGlite, and the pg pool) go through their client's query(). Test-only; the app never wraps it.
 */
export function recordStatements(db: Db): StatementRecorder {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  return {
    get statements() {
      return statements;
    },
    reset: () => {
      statements = [];
    },
    restore: () => {
      client.query = original;
    },
  };
}
