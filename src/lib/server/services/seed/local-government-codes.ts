import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The project's own copy of 全国地方公共団体コード, state of 2016-10-10 (see data/README.md). */
const LOCAL_GOVERNMENT_CODES_FILE = path.resolve(process.env.CODES_DIR ?? 'data', 'local-government-codes-2016.csv');
export const LOCAL_GOVERNMENT_CODES_VINTAGE = '2016-10-10';

export interface LocalGovernmentRow {
  code: string;
  pref: string;
  name: string;
  type: string;
  kana: string;
}

export function readLocalGovernmentCodes(file = LOCAL_GOVERNMENT_CODES_FILE): LocalGovernmentRow[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const [header, ...rows] = lines;
  if (header !== 'code,pref,name,type,district,furigana') throw new Error(`Unexpected header in ${file}`);
  return rows.map((line) => {
    const [code, pref, name, type, , kana] = line.split(',');
    if (!code || !/^\d{6}$/.test(code) || !pref || !name || !type) throw new Error(`Bad row in ${file}: ${line}`);
    return { code, pref, name, type, kana: kana ?? '' };
  });
}
