import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { getNfcPdf } from '../../api';
import { useDownload } from '../../hooks/use-download';

/** One certificate's PDF; the row's button is busy until the file has arrived. */
export function PdfButton({ fiscalYear, nfCertificateNo }: { fiscalYear: number; nfCertificateNo: string }) {
  const { busy, run: download } = useDownload();
  const run = () => download(() => getNfcPdf(fiscalYear, nfCertificateNo), `${nfCertificateNo}.pdf`);
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="row-busy"
      onClick={run}
      disabled={busy}
      aria-busy={busy}
      aria-label={`${nfCertificateNo}のPDFをダウンロード`}
    >
      {busy && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
      {busy ? '作成中…' : 'PDF'}
    </Button>
  );
}
