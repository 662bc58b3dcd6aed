/* The auction countdown: remaining time as the panel shows it and as a screen reader reads it. */
const pad = (n: number) => String(n).padStart(2, '0');

/** Remaining time as the countdown shows it: "2日 03:04:05", "00:00:09"; never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}日 ${clock}` : clock;
}

/** The same remaining time in words, for the screen-reader label of the countdown. */
export function describeRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${days > 0 ? `${days}日` : ''}${h}時間${m}分${total % 60}秒`;
}
