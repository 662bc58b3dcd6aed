import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT, registerJapaneseFonts } from '@/lib/server/reports/pdf/fonts';
import { CellMeasurer, drawCellText, type CellAlign } from '@/lib/server/reports/pdf/table-cell';

const SIZE = 7.5;
const WIDTH = 74;
/** Cell texts as a certificate has them, the edge cases the shortcut must leave to the wrapper, and near-misses. */
const TEXTS = [
  'N0000001',
  '#A000123',
  '太陽光',
  '該当なし',
  '安田第9太陽光発電所',
  '泉大津第9水力発電所',
  '大阪府泉大津市27丁目24番地',
  '1,234.5',
  '50.0未満',
  '2023/03/28',
  '2024/04/01以降',
  '20,000',
  '〇',
  '',
  'Solar Park One',
  'A very long Latin name that wraps',
  ' 先頭に空白',
  '末尾に空白 ',
  '改行\nあり',
  'ソフト\u00adハイフン',
  // Kana with a combining sound mark: the font joins the pair into one narrower glyph.
  'か\u3099き\u3099く\u3099け\u3099こ\u3099さ\u3099し\u3099す\u3099',
  'ガギグゲゴザジズゼゾダヂヅ',
  'ガギグゲゴザジズゼゾダヂ',
  'アイウエオカキクケコサシス',
];

function newDoc(): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 20 });
  registerJapaneseFonts(doc);
  doc.font(FONT.regular).fontSize(SIZE);
  return doc;
}

async function pdfOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The page rendered by poppler as a grey image, so two PDFs can be compared pixel for pixel. */
function pixels(pdf: Buffer): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'table-cell-'));
  try {
    writeFileSync(path.join(dir, 'cell.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '150', '-gray', '-singlefile', path.join(dir, 'cell.pdf'), path.join(dir, 'page')]);
    return readFileSync(path.join(dir, 'page.pgm'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('CellMeasurer (one-line cells without the wrapper)', () => {
  it('answers what heightOfString answers, and calls a text one line only when the wrapper makes it one line', () => {
    const doc = newDoc();
    const measurer = new CellMeasurer(doc);
    const lineHeight = doc.currentLineHeight(true);
    for (const width of [20, 33, WIDTH, 89]) {
      for (const text of TEXTS) {
        const oneLine = measurer.fitsOneLine(text, width);
        const wrapped = text === '' ? 0 : doc.heightOfString(text, { width });
        expect(measurer.height(text, width, oneLine), `${text} in ${width}`).toBe(wrapped);
        if (oneLine) expect(wrapped, `${text} in ${width}`).toBe(lineHeight);
      }
    }
  });

  it('takes the shortcut for the usual certificate cells', () => {
    const measurer = new CellMeasurer(newDoc());
    for (const text of ['N0000001', '太陽光', '2023/03/28', '20,000', '〇', 'Solar Park One'])
      expect(measurer.fitsOneLine(text, WIDTH), text).toBe(true);
    for (const text of ['', ' 先頭に空白', '末尾に空白 ', '改行\nあり', 'ソフト\u00adハイフン'])
      expect(measurer.fitsOneLine(text, WIDTH), text).toBe(false);
  });
});

describe('drawCellText', () => {
  it('draws a one-line cell exactly where text() with the cell box draws it, in every alignment', async () => {
    const drawn = async (shortcut: boolean) => {
      const doc = newDoc();
      const measurer = new CellMeasurer(doc);
      let y = 30;
      for (const align of ['left', 'center', 'right'] as CellAlign[]) {
        for (const text of TEXTS) {
          const oneLine = measurer.fitsOneLine(text, WIDTH);
          if (!oneLine) continue;
          const box = { x: 40, y, width: WIDTH, height: 20, align };
          if (shortcut) drawCellText(doc, text, box, true);
          else doc.text(text, box.x, box.y, { width: box.width, height: box.height, align, ellipsis: true });
          y += 11;
        }
      }
      return pixels(await pdfOf(doc));
    };
    const [viaShortcut, viaWrapper] = [await drawn(true), await drawn(false)];
    expect(viaShortcut.length).toBeGreaterThan(1000);
    expect(viaShortcut.equals(viaWrapper)).toBe(true);
  });
});
