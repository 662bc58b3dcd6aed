import type { Db } from '@/lib/server/db';
import type { ClearingPhase } from '../clear-auction';
import { getClearingRun } from './get-clearing-run';
import { CLEARING_PHASES, type ClearingRun } from './run-state';

export interface FollowHandlers {
  /** A phase was reached (each once per attempt, in order), with its start in seconds from the attempt's. */
  onPhase(phase: ClearingPhase, seconds: number): void;
  /** An attempt after the first began (the previous one's worker died or failed unexpectedly). */
  onRetry?(attempt: number): void;
}

/**
 * Reads the run of the auction until it ends in 完了 or 失敗 and reports what it passed through;
 * resolves with the ended run. Every server (and the CLI) follows the same stored progress.
 */
export async function followClearingRun(
  db: Db,
  marketNo: number,
  handlers: FollowHandlers,
  intervalMs = 250,
): Promise<ClearingRun> {
  let attempt = 0;
  let reported = 0;
  for (;;) {
    const run = await getClearingRun(db, marketNo);
    if (!run) throw new Error(`市場番号 ${marketNo} の約定処理は受け付けられていません。`);
    if (run.attempts > attempt && run.startedAt) {
      if (attempt > 0) handlers.onRetry?.(run.attempts);
      attempt = run.attempts;
      reported = 0;
    }
    while (reported < CLEARING_PHASES.length && run.phases[CLEARING_PHASES[reported]!]) {
      const phase = CLEARING_PHASES[reported]!;
      handlers.onPhase(phase, (run.phases[phase]!.getTime() - run.startedAt!.getTime()) / 1000);
      reported += 1;
    }
    if (run.state === 'succeeded' || run.state === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
