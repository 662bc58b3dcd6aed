import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { DownloadedFile } from '../../api';
import { useDownload } from '../../hooks/use-download';

/** The trail's PDF; busy until the file has arrived. */
export function TrailPdfButton({
  download,
  fallbackName,
}: {
  download: () => Promise<DownloadedFile>;
  fallbackName: string;
}) {
  const { busy, run } = useDownload();
  return (
    <Button
      variant="outline-primary"
      size="sm"
      onClick={() => run(download, fallbackName)}
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
      {busy ? '作成中…' : 'PDFダウンロード'}
    </Button>
  );
}
