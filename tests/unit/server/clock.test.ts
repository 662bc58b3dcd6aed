import { describe, expect, it } from 'vitest';
import { todayInTokyo } from '@/lib/server/clock';

const tokyo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' });

/** Today's JST date by arithmetic, the same answer as the time zone database's. */
describe('todayInTokyo', () => {
  it('agrees with Asia/Tokyo around every JST midnight and across years', () => {
    const instants = [
      Date.UTC(2026, 2, 31, 14, 59, 59, 999), // 23:59:59.999 JST on 31 March
      Date.UTC(2026, 2, 31, 15, 0, 0, 0), // 00:00 JST on 1 April
      Date.UTC(2026, 11, 31, 15, 0, 0, 0),
      Date.UTC(2024, 1, 28, 15, 30),
      Date.UTC(2100, 0, 1, 0, 0),
    ];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) instants.push(t);
    for (const t of instants) expect(todayInTokyo(new Date(t)), new Date(t).toISOString()).toBe(tokyo.format(t));
  });
});
