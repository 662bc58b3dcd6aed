import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { requireOption, type Command } from '../command';
import { STATEMENT_NO_PATTERN } from '../../lib/schemas/settlements';
import { regenerateSettlementPdf } from '../../lib/server/services/settlements/regenerate-settlement-pdf';
import { parseOrThrow } from './parse';

const regenerateInput = z.object({
  statementNo: z.string().regex(STATEMENT_NO_PATTERN, '精算書番号は S2026202641-1001 の形式で指定してください。'),
  out: z.string().min(1),
});

export const settlementCommands: Command[] = [
  {
    name: 'regenerate-settlement-pdf',
    usage: 'regenerate-settlement-pdf --statement-no S2026202641-1001 --out 精算書.pdf',
    description:
      '精算書PDFを保存済みの精算内容から再作成してファイルに書き出します（金額は変わりません。再作成日時と監査ログを記録します）。',
    async run({ db, actor, options, print }) {
      const input = parseOrThrow(regenerateInput, {
        statementNo: requireOption(options, 'statement-no'),
        out: requireOption(options, 'out'),
      });
      const out = path.resolve(input.out);
      // flag 'wx' would refuse to overwrite; a regeneration is expected to replace an older copy.
      const result = await regenerateSettlementPdf(db, actor, input.statementNo, (pdf) => writeFile(out, pdf));
      print(
        `精算書 ${result.statementNo} のPDF（${result.pages} ページ、${result.bytes.toLocaleString('ja-JP')} バイト）を ${out} に書き出しました。`,
      );
    },
  },
];
