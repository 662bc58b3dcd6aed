import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { CsvEncoding, DownloadedFile } from '../../api';
import { useDownload } from '../../hooks/use-download';
import './csv-download.scss';

interface Props {
  idPrefix: string;
  /** No search yet, or invalid conditions. */
  disabled?: boolean;
  download: (encoding: CsvEncoding) => Promise<DownloadedFile>;
  /** Used only when the server names no file. */
  fallbackName: string;
}

/** CSV of the searched conditions, in Shift_JIS for Excel or UTF-8; busy while the file arrives. */
export function CsvDownload({ idPrefix, disabled, download, fallbackName }: Props) {
  const [encoding, setEncoding] = useState<CsvEncoding>('sjis');
  const { busy, run: fetchFile } = useDownload();
  const run = () => fetchFile(() => download(encoding), fallbackName);

  return (
    <div className="csv-download">
      <Form.Label htmlFor={`${idPrefix}-csv-encoding`} className="mb-0">
        文字コード
      </Form.Label>
      <Form.Select
        id={`${idPrefix}-csv-encoding`}
        size="sm"
        value={encoding}
        disabled={busy}
        onChange={(e) => setEncoding(e.currentTarget.value === 'utf8' ? 'utf8' : 'sjis')}
      >
        <option value="sjis">Shift_JIS（Excel）</option>
        <option value="utf8">UTF-8</option>
      </Form.Select>
      <Button variant="outline-primary" size="sm" onClick={run} disabled={disabled || busy} aria-busy={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {busy ? 'ダウンロード中…' : 'CSVダウンロード'}
      </Button>
    </div>
  );
}
