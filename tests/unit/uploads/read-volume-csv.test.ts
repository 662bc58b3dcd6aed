import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { checkVolumeRows, readVolumeCsv } from '@/lib/server/services/uploads/read-volume-csv';
import { SHOWN_BAD_ROWS } from '@/lib/schemas/admin-uploads';

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const noFacilityCheck = () => undefined;

describe('readVolumeCsv (the CLI and console reader of facility_id,volume files)', () => {
  it('reads UTF-8, UTF-8 with BOM and Shift_JIS alike, keeping file line numbers past blank lines', async () => {
    const text = 'volume,facility_id,memo\r\n100,F-1,太陽光\r\n\r\n200 , F-2 ,風力\r\n';
    const expected = [
      { line: 2, facilityId: 'F-1', volume: '100' },
      { line: 4, facilityId: 'F-2', volume: '200' },
    ];
    expect(await readVolumeCsv(utf8(text))).toEqual({ encoding: 'UTF-8', rows: expected });
    expect(await readVolumeCsv(utf8(`\uFEFF${text}`))).toEqual({ encoding: 'UTF-8 (BOM付き)', rows: expected });
    expect(await readVolumeCsv(new Uint8Array(iconv.encode(text, 'cp932')))).toEqual({
      encoding: 'Shift_JIS',
      rows: expected,
    });
  });

  it('reads a file larger than one parse chunk whole: a quoted cell across chunks, every line number', async () => {
    // 40,000 line breaks inside one quoted cell: the parser is fed text in chunks ending at a line
    // break, so chunks end inside the quotes; the cell and the line numbers after it stay whole.
    const longCell = 'a\n'.repeat(40_000);
    const lines = ['facility_id,volume', 'F-1,1', `"${longCell}",2`];
    for (let i = 3; i <= 30_000; i++) lines.push(`F-${i},${i}`);
    const { rows } = await readVolumeCsv(utf8(lines.join('\n')));
    expect(rows).toHaveLength(30_000);
    expect(rows[1]).toEqual({ line: 40_003, facilityId: longCell, volume: '2' });
    expect(rows.at(-1)).toEqual({ line: 70_001, facilityId: 'F-30000', volume: '30000' });
  });

  it('refuses a file without the columns or that is not CSV, saying why', async () => {
    await expect(readVolumeCsv(utf8('id,kwh\nF-1,1\n'))).rejects.toThrow(
      '1行目に列名がありません: facility_id, volume（1行目は facility_id,volume の列名です）。',
    );
    await expect(readVolumeCsv(utf8('facility_id,volume\n"F-1,1\n'))).rejects.toThrow(/CSVとして読み取れません/);
  });
});

describe('checkVolumeRows (the rows every facility_id,volume file must pass)', () => {
  it('reports a row without an id, with control characters, seen before, or not whole kWh, with the target check', async () => {
    const { rows } = await readVolumeCsv(
      utf8('facility_id,volume\nF-1,1\n,2\nF-1,3\nF-2,0\nF-3,1.5\nF-4,１\n"F\u00005",1\nX-1,1\n'),
    );
    const report = await checkVolumeRows(rows, '認定量', (row, problem) => {
      if (row.facilityId.startsWith('X')) problem('設備が登録されていません');
    });
    expect(report.problems).toEqual([
      { line: 3, column: 'facility_id', message: '設備IDがありません' },
      { line: 4, column: 'facility_id', message: '同じ設備が複数行にあります' },
      { line: 5, column: 'volume', message: '認定量は1以上の整数（kWh）で指定してください' },
      { line: 6, column: 'volume', message: '認定量は1以上の整数（kWh）で指定してください' },
      { line: 7, column: 'volume', message: '認定量は1以上の整数（kWh）で指定してください' },
      { line: 8, column: 'facility_id', message: '設備IDに使えない文字（制御文字）が含まれています' },
      { line: 9, column: 'facility_id', message: '設備が登録されていません' },
    ]);
    expect(report.badRows).toBe(7);
    expect(report.problemKinds).toEqual([
      { column: 'facility_id', message: '設備IDがありません', rows: 1 },
      { column: 'facility_id', message: '同じ設備が複数行にあります', rows: 1 },
      { column: 'volume', message: '認定量は1以上の整数（kWh）で指定してください', rows: 3 },
      { column: 'facility_id', message: '設備IDに使えない文字（制御文字）が含まれています', rows: 1 },
      { column: 'facility_id', message: '設備が登録されていません', rows: 1 },
    ]);
  });

  it('lists the first bad rows only and counts every row of the file per kind', async () => {
    const rows = Array.from({ length: SHOWN_BAD_ROWS + 500 }, (_, i) => ({
      line: i + 2,
      facilityId: '',
      volume: 'x',
    }));
    const report = await checkVolumeRows(rows, '供給量', noFacilityCheck);
    expect(report.badRows).toBe(SHOWN_BAD_ROWS + 500);
    expect(report.problems).toHaveLength(SHOWN_BAD_ROWS * 2);
    expect(report.problems.at(-1)).toMatchObject({ line: SHOWN_BAD_ROWS + 1 });
    expect(report.problemKinds.map((k) => k.rows)).toEqual([SHOWN_BAD_ROWS + 500, SHOWN_BAD_ROWS + 500]);
  });
});
