import { getCertificateTrail, getCertificateTrailCsv, getCertificateTrailPdf } from '../../api';
import { CsvDownload } from '../csv/csv-download';
import { formatDateTime, formatKwh } from '../../ui/format';
import { TrailPdfButton } from './trail-pdf-button';
import { TrailStatus } from './trail-status';
import { TrailStepsTable } from './trail-steps-table';
import { useTrail } from './use-trail';

interface Props {
  fiscalYear: number;
  nfCertificateNo: string;
}

/** 追跡履歴（証書）: the certificate and, per facility, the path of its volume up to this issue. */
export default function CertificateTrailScreen({ fiscalYear, nfCertificateNo }: Props) {
  const state = useTrail((signal) => getCertificateTrail(fiscalYear, nfCertificateNo, { signal }));
  if (state.loading) return <TrailStatus />;
  if ('error' in state) return <TrailStatus error={state.error} />;
  const { certificate: c, facilities } = state.data;
  return (
    <section aria-labelledby="trail-certificate-heading">
      <h2 id="trail-certificate-heading" className="h5">
        証書番号 {c.nfCertificateNo}
      </h2>
      <p>
        {c.certTypeName} ／ {c.nfcTypeCd === 1 ? `需要家 ${c.consumer ?? ''}` : `電源メニュー ${c.menuName ?? ''}`} ／
        発行量 {formatKwh(c.totalIssueVolume)} kWh ／ 発行日時 {formatDateTime(c.issueDateTime)}
      </p>
      <p>
        <a href={c.certificatePdfUrl} download className="me-3">
          証書PDF
        </a>
        <a href={c.trackingUrl} target="_blank" rel="noopener noreferrer">
          公開ページ（新しいタブで開く）
        </a>
      </p>
      <div className="d-flex flex-wrap gap-3 align-items-center mb-2">
        <CsvDownload
          idPrefix="trail-certificate"
          download={(encoding) => getCertificateTrailCsv(fiscalYear, nfCertificateNo, { encoding })}
          fallbackName="追跡履歴_証書.csv"
        />
        <TrailPdfButton
          download={() => getCertificateTrailPdf(fiscalYear, nfCertificateNo)}
          fallbackName="追跡履歴_証書.pdf"
        />
      </div>
      {facilities.map((f) => (
        <TrailStepsTable
          key={f.equipmentId}
          caption={`設備 ${f.equipmentId} ${f.facilityName}（発行量 ${formatKwh(f.volume)} kWh）`}
          steps={f.steps}
        />
      ))}
    </section>
  );
}
