import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { formatProblems, readVolumeCsv } from '@/lib/server/services/uploads/read-volume-csv';

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('readVolumeCsv (the CLI and console reader of facility_id,volume files)', () => {
  it('reads UTF-8, UTF-8 with BOM and Shift_JIS alike, keeping file line numbers past blank lines', () => {
    const text = 'volume,facility_id,memo\r\n100,F-1,太陽光\r\n\r\n200 , F-2 ,風力\r\n';
    const expected = [
      { line: 2, facilityId: 'F-1', volume: '100' },
      { line: 4, facilityId: 'F-2', volume: '200' },
    ];
    expect(readVolumeCsv(utf8(text))).toEqual({ encoding: 'UTF-8', rows: expected });
    expect(readVolumeCsv(utf8(`\uFEFF${text}`))).toEqual({ encoding: 'UTF-8 (BOM付き)', rows: expected });
    expect(readVolumeCsv(new Uint8Array(iconv.encode(text, 'cp932')))).toEqual({
      encoding: 'Shift_JIS',
      rows: expected,
    });
  });

  it('refuses a file without the columns or that is not CSV, saying why', () => {
    expect(() => readVolumeCsv(utf8('id,kwh\nF-1,1\n'))).toThrow(
      '1行目に列名がありません: facility_id, volume（1行目は facility_id,volume の列名です）。',
    );
    expect(() => readVolumeCsv(utf8('facility_id,volume\n"F-1,1\n'))).toThrow(/CSVとして読み取れません/);
  });

  it('reports every row without an id, with an id seen before, or with a volume that is not whole kWh', () => {
    const { rows } = readVolumeCsv(utf8('facility_id,volume\nF-1,1\n,2\nF-1,3\nF-2,0\nF-3,1.5\nF-4,１\n'));
    expect(formatProblems(rows, '認定量')).toEqual([
      { line: 3, column: 'facility_id', message: '設備IDがありません' },
      { line: 4, column: 'facility_id', message: '同じ設備が複数行にあります' },
      { line: 5, column: 'volume', message: '認定量は1以上の整数（kWh）で指定してください' },
      { line: 6, column: 'volume', message: '認定量は1以上の整数（kWh）で指定してください' },
      { line: 7, column: 'volume', message: '認定量は1以上の整数（kWh）で指定してください' },
    ]);
  });
});
