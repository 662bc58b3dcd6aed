import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * BIZ UDPGothic: a Japanese UD font under the OFL, shipped on npm so no system font is needed.
 * The 4.5 MB files are read once per process and kept; each document then embeds only the
 * glyphs it uses (pdfkit subsets them).
 */
const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/biz-udpgothic/400Regular/BIZUDPGothic_400Regular.ttf',
  bold: '@expo-google-fonts/biz-udpgothic/700Bold/BIZUDPGothic_700Bold.ttf',
} as const;

export const FONT = { regular: 'jp', bold: 'jp-bold' } as const;

let loaded: { regular: Buffer; bold: Buffer } | undefined;

function fontFiles(): { regular: Buffer; bold: Buffer } {
  loaded ??= { regular: readFileSync(require.resolve(FILES.regular)), bold: readFileSync(require.resolve(FILES.bold)) };
  return loaded;
}

export function registerJapaneseFonts(doc: PDFKit.PDFDocument): void {
  const files = fontFiles();
  doc.registerFont(FONT.regular, files.regular);
  doc.registerFont(FONT.bold, files.bold);
  doc.font(FONT.regular);
}
