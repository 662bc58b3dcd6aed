import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * Reads a PDF back the way a person would see it: rendered to images by poppler (pdftoppm) and
 * as text (pdftotext). Checking the rendering, not only the text, catches missing glyphs.
 */
export interface InspectedPdf {
  pages: { text: string; inkRatio: number }[];
  file: string;
}

/** Share of pixels that are not near-white in a binary PGM (P5) image. */
function inkRatio(pgm: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('Not a binary PGM');
  const pixels = pgm.subarray(header[0].length);
  let ink = 0;
  for (const p of pixels) if (p < 200) ink++;
  return ink / pixels.length;
}

export function inspectPdf(pdf: Buffer, name = 'statement'): InspectedPdf {
  const dir = mkdtempSync(path.join(tmpdir(), 'settlement-pdf-'));
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '40', '-gray', file, path.join(dir, 'page')]);
  const images = readdirSync(dir)
    .filter((f) => f.endsWith('.pgm'))
    .sort();
  return {
    file,
    pages: images.map((image, i) => ({
      inkRatio: inkRatio(readFileSync(path.join(dir, image))),
      text: execFileSync('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), file, '-'], {
        encoding: 'utf8',
      }),
    })),
  };
}
