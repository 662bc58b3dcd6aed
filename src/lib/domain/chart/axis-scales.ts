/*
 * Pure chart geometry shared by the member side's supply and demand chart and the public site's
 * market results chart: linear scales, "nice" ticks and SVG paths. No DOM, no library.
 */
export type Point = readonly [x: number, y: number];

/** A linear map from a data interval onto a pixel interval (the pixel end may be smaller, as for y). */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (v: number) => number {
  const span = d1 - d0;
  return (v) => (span === 0 ? r0 : r0 + ((v - d0) / span) * (r1 - r0));
}

/** The tick step near span/count among 1, 2, 2.5 and 5 times a power of ten. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Decimal places a step needs (0.25 → 2), so ticks are rounded instead of 0.30000000000000004. */
function decimalsOf(step: number): number {
  const text = String(step);
  return text.includes('e-') ? Number(text.split('e-')[1]) : (text.split('.')[1]?.length ?? 0);
}

/**
 * Ticks from 0 to a nice maximum at or above `max`; the last tick is the axis end. `whole` keeps
 * the step at 1 or more (kWh are whole numbers: a 0.2 step would print 「0 0 0 1 1 1」).
 */
export function niceTicks(max: number, count = 5, whole = false): number[] {
  const top = max > 0 ? max : 1;
  const nice = niceStep(top, count);
  const step = whole ? Math.max(1, Math.round(nice)) : nice;
  const decimals = decimalsOf(step);
  const n = Math.ceil(top / step - 1e-9);
  return Array.from({ length: n + 1 }, (_, i) => Number((i * step).toFixed(decimals)));
}

/** An SVG path through the points, in pixels rounded to a tenth. */
export function pathOf(points: readonly Point[], x: (v: number) => number, y: (v: number) => number): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  return points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${r(x(px))} ${r(y(py))}`).join(' ');
}
