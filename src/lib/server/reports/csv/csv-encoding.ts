import iconv from 'iconv-lite';

/** sjis is what Excel in Japan opens by double-click; utf8 carries a BOM so that Excel detects it. */
export type CsvEncoding = 'sjis' | 'utf8';

const BOM = '\uFEFF';

/**
 * CP932 (Windows' Shift_JIS) rather than strict Shift_JIS: it has the characters members actually
 * type (①, ㈱, NEC/IBM kanji). A character CP932 lacks becomes "?" rather than failing the export.
 */
export function encodeCsvChunk(text: string, encoding: CsvEncoding, isFirst: boolean): Uint8Array {
  if (encoding === 'sjis') return iconv.encode(text, 'cp932');
  return new Uint8Array(Buffer.from(isFirst ? BOM + text : text, 'utf8'));
}

export function csvContentType(encoding: CsvEncoding): string {
  return encoding === 'sjis' ? 'text/csv; charset=Shift_JIS' : 'text/csv; charset=utf-8';
}
