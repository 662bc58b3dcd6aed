import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** PDF checks render the file for real; without poppler-utils they must fail, not pass silently. */
export async function requirePoppler(): Promise<void> {
  for (const tool of ['pdftoppm', 'pdftotext']) {
    try {
      await run(tool, ['-v']);
    } catch {
      throw new Error(
        `${tool} が見つかりません。poppler-utils をインストールしてください（apt-get install -y poppler-utils）。`,
      );
    }
  }
}

export interface RenderedPdf {
  /** Byte size of each page rendered as PNG, in page order. */
  pagePngSizes: number[];
  /** pdftotext -layout output. */
  text: string;
}

/** Renders every page with pdftoppm and extracts the text with pdftotext. */
export async function renderPdf(pdf: Buffer, dpi = 50): Promise<RenderedPdf> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-check-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', ['-png', '-r', String(dpi), file, path.join(dir, 'page')]);
    const pngs = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    const pagePngSizes = await Promise.all(pngs.map(async (f) => (await stat(path.join(dir, f))).size));
    const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return { pagePngSizes, text: stdout };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A blank page rendered the same way, as the floor a page with content must clear. */
export async function blankPagePngSize(dpi = 50): Promise<number> {
  const PDFDocument = (await import('pdfkit')).default;
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.end();
  await done;
  return (await renderPdf(Buffer.concat(chunks), dpi)).pagePngSizes[0]!;
}
