import { SHOWN_BAD_ROWS, type ProblemKind, type ProblemReport, type UploadProblem } from '@/lib/schemas/admin-uploads';

/**
 * Collects a file's problems as its rows are checked in line order: every problem of the first
 * SHOWN_BAD_ROWS bad rows, and per kind (column and message) how many rows of the whole file have
 * it. Memory stays bounded however many rows are bad.
 */
export class ProblemCollector {
  private readonly shown: UploadProblem[] = [];
  private readonly kinds = new Map<string, ProblemKind>();
  private badRows = 0;
  private lastLine = -1;

  /** A problem of row `line`; rows come in ascending line order, a row's problems together. */
  add(line: number, column: string, message: string): void {
    if (line !== this.lastLine) {
      this.badRows += 1;
      this.lastLine = line;
    }
    const key = `${column}\u0000${message}`;
    const kind = this.kinds.get(key);
    if (kind) kind.rows += 1;
    else this.kinds.set(key, { column, message, rows: 1 });
    if (this.badRows <= SHOWN_BAD_ROWS) this.shown.push({ line, column, message });
  }

  report(): ProblemReport {
    return { problems: this.shown, badRows: this.badRows, problemKinds: [...this.kinds.values()] };
  }
}

/** The report of a file without a bad row. */
export const NO_PROBLEMS: ProblemReport = Object.freeze({ problems: [], badRows: 0, problemKinds: [] });

/** The rows per kind of problem, a line each, as the CLI prints them. */
export function problemKindLines(report: ProblemReport): string[] {
  return report.problemKinds.map((k) => `${k.column}: ${k.message} — ${k.rows.toLocaleString('ja-JP')} 行`);
}
