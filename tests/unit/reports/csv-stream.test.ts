import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { csvStream, type CsvColumn } from '@/lib/server/reports/csv/csv-stream';
import { keysetBatches } from '@/lib/server/repositories/keyset';

type Row = { id: number; name: string; volume: number };
const columns: CsvColumn<Row>[] = [
  { header: '番号', value: (r) => r.id },
  { header: '設備名', value: (r) => r.name },
  { header: '数量(kWh)', value: (r) => r.volume },
];

/** A batch source over n rows that records every page it is asked for. */
function source(n: number, batchSize: number) {
  const asked: (number | undefined)[] = [];
  const rows = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: i === 0 ? '=cmd|" /C calc"!A0' : `発電所${i + 1}`,
    volume: i % 2 ? -(i * 1000) : i * 1000,
  }));
  const batches = keysetBatches<Row, number>(
    async (after, limit) => {
      asked.push(after);
      const start = after ?? 0;
      return rows.slice(start, start + limit);
    },
    (r) => r.id,
    batchSize,
  );
  return { asked, batches };
}

describe('csvStream', () => {
  it('quotes a value holding a bare line feed or carriage return, so the row stays one record', async () => {
    const rows: Row[] = [
      { id: 1, name: '改行\n入り', volume: 1 },
      { id: 2, name: '復帰\r入り', volume: 2 },
      { id: 3, name: 'CRLF\r\n入り', volume: 3 },
    ];
    const batches = keysetBatches<Row, number>(
      async (after) => (after ? [] : rows),
      (r) => r.id,
      10,
    );
    const text = Buffer.from(await new Response(csvStream(columns, batches, 'utf8')).arrayBuffer())
      .subarray(3)
      .toString('utf8');
    expect(text).toBe('番号,設備名,数量(kWh)\r\n1,"改行\n入り",1\r\n2,"復帰\r入り",2\r\n3,"CRLF\r\n入り",3\r\n');
    expect(parse(text)).toHaveLength(4);
  });

  it('writes a header and every row, CRLF, guarded text and plain numbers, in UTF-8 with a BOM', async () => {
    const { batches } = source(5, 2);
    const bytes = Buffer.from(await new Response(csvStream(columns, batches, 'utf8')).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('番号,設備名,数量(kWh)');
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    expect(text).toContain(`1,"'=cmd|"" /C calc""!A0",0\r\n`);
    expect(text).toContain('2,発電所2,-1000\r\n');
    expect(parse(text)).toHaveLength(6);
  });

  it('encodes Shift_JIS (CP932) without a BOM, including characters only CP932 has', async () => {
    const batches = keysetBatches<Row, number>(
      async (after) => (after ? [] : [{ id: 1, name: '①㈱髙橋発電所', volume: 5 }]),
      (r) => r.id,
      10,
    );
    const bytes = Buffer.from(await new Response(csvStream(columns, batches, 'sjis')).arrayBuffer());
    expect(bytes[0]).not.toBe(0xef);
    expect(iconv.decode(bytes, 'cp932')).toBe('番号,設備名,数量(kWh)\r\n1,①㈱髙橋発電所,5\r\n');
  });

  it('reads only as far as the client pulls and stops querying when the client goes away', async () => {
    const { asked, batches } = source(100_000, 10);
    const reader = csvStream(columns, batches, 'utf8').getReader();
    await reader.read(); // header
    await reader.read(); // first batch
    await reader.read(); // second batch
    expect(asked).toEqual([undefined, 10]);
    await reader.cancel();
    expect(asked).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toHaveLength(2);
  });
});
