import { useState } from 'react';
import './csv-download.scss';

type CsvEncoding = 'sjis' | 'utf8';

interface Props {
  idPrefix: string;
  /** The CSV operation, e.g. /api/v1/bids/csv. */
  path: string;
  /** The screen's conditions, sent as the query. */
  params: Record<string, string | number>;
}

/**
 * The CSV control of CsvDownload (same words, same look) as a plain download link: the browser
 * fetches and saves the file itself, so the page carries no download code. For screens at their
 * JavaScript ceiling (/bid/list); `download` keeps the page in place and out of the leave guard.
 */
export function CsvDownloadLink({ idPrefix, path, params }: Props) {
  const [encoding, setEncoding] = useState<CsvEncoding>('sjis');
  const query = new URLSearchParams(Object.entries({ ...params, encoding }).map(([k, v]) => [k, String(v)]));
  return (
    <div className="csv-download">
      <label htmlFor={`${idPrefix}-csv-encoding`} className="form-label mb-0">
        文字コード
      </label>
      <select
        id={`${idPrefix}-csv-encoding`}
        className="form-select form-select-sm"
        value={encoding}
        onChange={(e) => setEncoding(e.currentTarget.value === 'utf8' ? 'utf8' : 'sjis')}
      >
        <option value="sjis">Shift_JIS（Excel）</option>
        <option value="utf8">UTF-8</option>
      </select>
      <a className="btn btn-outline-primary btn-sm" href={`${path}?${query}`} download>
        CSVダウンロード
      </a>
    </div>
  );
}
