import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { PhaseFigures } from './fit-trace';

/*
 * The FIT clearing benchmark runs in a child process so that the hard limits hold even while the
 * child is busy in synchronous JavaScript, and so that a crash (heap out of memory) is recorded
 * rather than lost: the child reports progress over IPC, the parent kills it at a limit and writes
 * what it last heard.
 */

export interface Progress {
  stage: string;
  setup: { step: string; ms: number; rows: number }[];
  /** Milliseconds since the clearing started, when it has. */
  clearingMs?: number;
  phases?: PhaseFigures[];
  peakRss?: number;
  peakHeap?: number;
  lastQuery?: string;
}

export interface Failure {
  reason: string;
  progress: Progress;
  stderrTail: string;
  runMs: number;
}

/** In the child: tell the parent how far it got. */
export function report(progress: Progress): void {
  process.send?.({ kind: 'progress', progress });
}

export function isChild(): boolean {
  return process.env.BENCH_FIT_CHILD === '1';
}

/**
 * In the parent: runs this same script as the child; resolves null when it finished normally,
 * else with what went wrong. clearLimitMs counts from the child's first report of stage 'clearing'.
 */
export async function superviseChild(limits: { deadlineMs: number; clearLimitMs: number }): Promise<Failure | null> {
  const started = performance.now();
  const child = fork(process.argv[1]!, process.argv.slice(2), {
    env: { ...process.env, BENCH_FIT_CHILD: '1' },
    execArgv: process.execArgv,
    stdio: ['inherit', 'inherit', 'pipe', 'ipc'],
  });
  let progress: Progress = { stage: 'starting', setup: [] };
  let stderrTail = '';
  let killedFor: string | null = null;
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString()).slice(-3000);
  });
  const kill = (reason: string) => {
    killedFor ??= reason;
    child.kill('SIGKILL');
  };
  const deadline = setTimeout(
    () => kill(`whole-run deadline of ${limits.deadlineMs / 60_000} min reached`),
    limits.deadlineMs,
  );
  let clearLimit: NodeJS.Timeout | undefined;
  child.on('message', (m: { kind: string; progress: Progress }) => {
    if (m.kind !== 'progress') return;
    if (progress.stage !== 'clearing' && m.progress.stage === 'clearing') {
      clearLimit = setTimeout(
        () => kill(`clearing still running after ${limits.clearLimitMs / 60_000} min`),
        limits.clearLimitMs,
      );
    }
    if (m.progress.stage !== 'clearing') clearTimeout(clearLimit);
    progress = m.progress;
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (c, s) => resolve([c, s])),
  );
  clearTimeout(deadline);
  clearTimeout(clearLimit);
  if (code === 0 && !killedFor) return null;
  const reason = killedFor ?? `the benchmark process ended with ${signal ? `signal ${signal}` : `exit code ${code}`}`;
  return { reason, progress, stderrTail, runMs: performance.now() - started };
}
