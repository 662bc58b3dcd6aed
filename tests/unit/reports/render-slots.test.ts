import { describe, expect, it } from 'vitest';
import { withRenderSlot } from '@/lib/server/reports/pdf/render-slots';

describe('withRenderSlot', () => {
  it('runs at most two renders at once and lets the rest through in turn, failures included', async () => {
    let active = 0;
    let peak = 0;
    const job = (fail: boolean) =>
      withRenderSlot(async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 10));
        active--;
        if (fail) throw new Error('render failed');
        return 'ok';
      });
    const results = await Promise.allSettled([job(false), job(true), job(false), job(false), job(true), job(false)]);
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });
});
