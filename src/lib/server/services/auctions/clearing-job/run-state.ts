import type { ClearingPhase } from '../clear-auction';

export type ClearingRunState = 'queued' | 'running' | 'succeeded' | 'failed';

/** What operators read for a run's state. */
export const CLEARING_RUN_STATE_NAMES: Record<ClearingRunState, string> = {
  queued: '待機中',
  running: '実行中',
  succeeded: '完了',
  failed: '失敗',
};

/** The clearing's steps in order, as the operator sees them while a large auction clears. */
export const CLEARING_PHASE_NAMES: Record<ClearingPhase, string> = {
  book: '入札と供給設備の読込',
  engine: '約定計算とトラッキング割当',
  results: '約定結果と割当の書込',
  ledger: '受渡（口座への記帳）',
  statements: '精算書の作成と約定の確定',
};
export const CLEARING_PHASES = Object.keys(CLEARING_PHASE_NAMES) as ClearingPhase[];

export interface ClearingRunResult {
  contractedVolume: number;
  statements: number;
  /** The auction was found cleared: an earlier attempt committed and its worker died before saying so. */
  alreadyCleared: boolean;
  /** FIT: the unsold rest returned to the certification source (decision 0011); null or absent otherwise. */
  fitSupplyReturned?: { facilities: number; volume: number } | null;
}

export interface ClearingRun {
  id: number;
  marketNo: number;
  state: ClearingRunState;
  stateName: string;
  phase: ClearingPhase | null;
  /** When each phase of the current attempt began. */
  phases: Partial<Record<ClearingPhase, Date>>;
  attempts: number;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  errorMessage: string | null;
  result: ClearingRunResult | null;
}

/** At most this many attempts (a worker that died counts): a clearing that keeps failing stops in 失敗. */
export const MAX_ATTEMPTS = 3;
