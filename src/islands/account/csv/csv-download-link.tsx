import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import './csv-download.scss';

interface Props {
  idPrefix: string;
  /** The CSV operation, e.g. /api/v1/bids/csv. */
  path: string;
  /** The screen's conditions, sent as the query beside the chosen encoding. */
  params: Record<string, string | number>;
}

/**
 * The CSV control of CsvDownload (same words, same look) as a plain GET form: the browser asks for
 * the file and saves the attachment itself, so the page carries no download code. For screens at
 * their JavaScript ceiling (/bid/list, not a reload-guarded page: the download leaves it in place).
 */
export function CsvDownloadLink({ idPrefix, path, params }: Props) {
  return (
    <form className="csv-download" method="get" action={path}>
      {Object.entries(params).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Form.Label htmlFor={`${idPrefix}-csv-encoding`} className="mb-0">
        文字コード
      </Form.Label>
      <Form.Select id={`${idPrefix}-csv-encoding`} name="encoding" size="sm">
        <option value="sjis">Shift_JIS（Excel）</option>
        <option value="utf8">UTF-8</option>
      </Form.Select>
      <Button type="submit" variant="outline-primary" size="sm">
        CSVダウンロード
      </Button>
    </form>
  );
}
