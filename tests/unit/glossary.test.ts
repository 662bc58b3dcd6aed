import { describe, expect, it } from 'vitest';
import { WORDS } from '../../src/lib/glossary';
import { BALANCE_CSV_COLUMNS } from '../../src/lib/server/reports/csv/balance-csv';
import { HISTORY_CSV_COLUMNS } from '../../src/lib/server/reports/csv/history-csv';

/** One concept, one word, on screens, in CSV headers and in PDFs. */
describe('glossary', () => {
  it('gives each concept its own word (no word names two concepts)', () => {
    const words = Object.values(WORDS);
    expect(new Set(words).size).toBe(words.length);
  });

  it('is what the CSV headers say', () => {
    const balance = BALANCE_CSV_COLUMNS.map((c) => c.header);
    expect(balance).toEqual(expect.arrayContaining(['再エネ種別', '残高(kWh)', '予約中(kWh)', '利用可能量(kWh)']));
    expect(HISTORY_CSV_COLUMNS.map((c) => c.header)).toContain(WORDS.reference);
  });

  it('keeps the retired synonyms out of the words', () => {
    for (const retired of ['入札中', '予約済', '利用可能', '相手先', '参照', '電源種別'])
      expect(Object.values(WORDS)).not.toContain(retired);
  });
});
