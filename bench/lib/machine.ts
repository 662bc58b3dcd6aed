import os from 'node:os';

/** The facts every benchmark states about where it ran. */
export function machineFacts(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    `- Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}`,
    `- Node ${process.version}; load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
    `- Date: ${new Date().toISOString()}`,
  ].join('\n');
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function ms(n: number): string {
  return `${n.toFixed(1)} ms`;
}

/** The machine in one line, for bench/results/summary.json. */
export function machineSummary(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM; Node ${process.version}; load average ${load}`;
}
