import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvFileText, UTF8_BOM } from '@/lib/domain/reports';
import { csvStream, type CsvColumn } from '@/lib/server/reports/csv/csv-stream';

type Row = { name: string; price: number | null; volume: number };
const columns: CsvColumn<Row>[] = [
  { header: '商品', value: (r) => r.name },
  { header: '約定価格(円/kWh)', value: (r) => r.price },
  { header: '約定量(kWh)', value: (r) => r.volume },
];
const rows: Row[] = [
  { name: 'FIT非化石証書', price: 1.3, volume: 70_000 },
  { name: '=cmd|" /C calc"!A0', price: null, volume: -1200 },
  { name: '改行\n入り, "引用"', price: 0.8, volume: 0 },
  { name: '復帰\r入り', price: 12.34, volume: 5 },
];

async function serverCsv(): Promise<string> {
  async function* batches() {
    yield rows;
  }
  const text = await new Response(csvStream(columns, batches(), 'utf8')).arrayBuffer();
  // Response.text() would drop the BOM: decode without it to compare byte for byte.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(text);
}

describe('csvFileText: a CSV made in the browser by the rules of the server exports', () => {
  it('equals what the server export writes for the same cells (BOM, CRLF, quoting, formula guard)', async () => {
    const text = csvFileText([columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.value(r)))]);
    expect(text).toBe(await serverCsv());
  });

  it('starts with the BOM, ends each record with CRLF and reads back cell for cell', () => {
    const text = csvFileText([
      ['a', 'b'],
      ['x,y', '="1"'],
      [null, 7],
    ]);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1)).toBe('a,b\r\n"x,y","\'=""1"""\r\n,7\r\n');
    expect(parse(text.slice(1))).toEqual([
      ['a', 'b'],
      ['x,y', '\'="1"'],
      ['', '7'],
    ]);
  });
});
