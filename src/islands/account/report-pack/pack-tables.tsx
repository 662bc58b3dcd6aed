import Table from 'react-bootstrap/Table';
import type { ReportingPackResponse } from '@/lib/schemas/reporting-packs';
import { packHolder } from '@/lib/domain/reporting-pack/reporting-pack';
import { formatDateTime, formatKwh } from '../../ui/format';

/** Per consumer or menu, then the grand total: what the report's volume lines take. */
export function PackTotalsTable({ pack }: { pack: ReportingPackResponse }) {
  return (
    <div className="table-responsive">
      <Table bordered size="sm">
        <caption className="caption-top">需要家別の合計</caption>
        <thead>
          <tr>
            <th scope="col">需要家名/電源メニュー名</th>
            <th scope="col" className="num">
              証書件数
            </th>
            <th scope="col" className="num">
              発行量(kWh)
            </th>
            <th scope="col" className="num">
              再エネ指定量(kWh)
            </th>
            <th scope="col" className="num">
              RE100対象量(kWh)
            </th>
          </tr>
        </thead>
        <tbody>
          {[...pack.totals, pack.total].map((t) => (
            <tr key={t.holder || '合計'}>
              <th scope="row">{t.holder || '合計'}</th>
              <td className="num">{formatKwh(t.certificateCount)}</td>
              <td className="num">{formatKwh(t.volume)}</td>
              <td className="num">{formatKwh(t.renewableVolume)}</td>
              <td className="num">{formatKwh(t.re100Volume)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The certificates of the pack, one row each, with the public page their QR code opens. */
export function PackCertificatesTable({ pack }: { pack: ReportingPackResponse }) {
  if (pack.certificates.length === 0) return <p>該当する証書はありません。</p>;
  return (
    <div className="table-responsive">
      <Table bordered size="sm">
        <caption className="caption-top">対象の証書</caption>
        <thead>
          <tr>
            <th scope="col">証書番号</th>
            <th scope="col">需要家名/電源メニュー名</th>
            <th scope="col">商品</th>
            <th scope="col">FIT/非FIT</th>
            <th scope="col">再エネ指定</th>
            <th scope="col">発行日時</th>
            <th scope="col" className="num">
              発行量(kWh)
            </th>
            <th scope="col" className="num">
              設備数
            </th>
            <th scope="col">トラッキング</th>
          </tr>
        </thead>
        <tbody>
          {pack.certificates.map((c) => (
            <tr key={c.nfCertificateNo}>
              <th scope="row">{c.nfCertificateNo}</th>
              <td>{packHolder(c)}</td>
              <td>{c.productName}</td>
              <td>{c.fitLabel}</td>
              <td>{c.renewableLabel}</td>
              <td>{formatDateTime(c.issueDateTime)}</td>
              <td className="num">{formatKwh(c.totalIssueVolume)}</td>
              <td className="num">{formatKwh(c.facilities.length)}</td>
              <td>
                <a href={c.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {c.nfCertificateNo}の公開ページ（新しいタブで開く）
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
