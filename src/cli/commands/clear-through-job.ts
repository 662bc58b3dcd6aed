import type { Db } from '../../lib/server/db';
import type { Actor } from '../../lib/server/services/audit/record-audit';
import { describeAuction } from '../../lib/server/services/auctions/describe-auction';
import { startClearingRunner } from '../../lib/server/services/auctions/clearing-job/clearing-runner';
import { followClearingRun } from '../../lib/server/services/auctions/clearing-job/follow-clearing-run';
import { ClearingRefused, requestClearing } from '../../lib/server/services/auctions/clearing-job/request-clearing';
import { CLEARING_PHASE_NAMES, CLEARING_PHASES } from '../../lib/server/services/auctions/clearing-job/run-state';
import { fitSupplyReturnedLine, kwh, summaryLines } from './auction-text';

/**
 * `ops clear`: requests the clearing job and follows its stored progress, as the console does. The
 * command runs a runner of its own while it waits: on PGlite the only one (the server is stopped),
 * on PostgreSQL one more worker beside the servers' (whichever takes the job runs it).
 */
export async function clearThroughJob(db: Db, actor: Actor, marketNo: number, print: (line: string) => void) {
  const runner = await startClearingRunner(db);
  try {
    try {
      await requestClearing(db, actor, marketNo);
    } catch (error) {
      // As before the job: a repeat for a cleared auction says so and changes nothing.
      if (error instanceof ClearingRefused && error.reason === 'cleared') return print(error.message);
      throw error;
    }
    const run = await followClearingRun(db, marketNo, {
      onPhase: (phase, seconds) =>
        print(
          `[${CLEARING_PHASES.indexOf(phase) + 1}/${CLEARING_PHASES.length}] ${CLEARING_PHASE_NAMES[phase]}（開始 ${seconds.toFixed(1)} 秒）`,
        ),
      onRetry: (attempt) => print(`前回の試行が完了しなかったため、最初からやり直しています（${attempt} 回目）。`),
    });
    if (run.state === 'failed') throw new Error(run.errorMessage ?? '約定処理に失敗しました。');
    const seconds = (run.finishedAt!.getTime() - run.startedAt!.getTime()) / 1000;
    const result = run.result!;
    if (result.alreadyCleared) return print(`市場番号 ${marketNo} は既に約定処理済みです。`);
    print(
      `市場番号 ${marketNo} の約定処理が完了しました（${seconds.toFixed(1)} 秒）: 約定量 ${kwh(result.contractedVolume)}、精算書 ${result.statements} 件。`,
    );
    const o = await describeAuction(db, marketNo);
    if (o.summary) for (const line of summaryLines(o.summary)) print(line);
    if (result.fitSupplyReturned) print(fitSupplyReturnedLine(marketNo, result.fitSupplyReturned));
  } finally {
    await runner.stop();
  }
}
