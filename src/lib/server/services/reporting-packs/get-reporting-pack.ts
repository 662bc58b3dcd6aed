import type { Executor } from '../../db';
import type { ReportingPackCertificate, ReportingPackResponse } from '@/lib/schemas/reporting-packs';
import {
  comparePackOrder,
  compareText,
  fitLabel,
  packHolder,
  packTotals,
  productKind,
  renewableLabel,
} from '@/lib/domain/reporting-pack/reporting-pack';
import {
  findIssuerName,
  findPackCertificates,
  findPackConsumers,
  findPackDetails,
  type PackFilter,
} from '../../repositories/reporting-packs';
import { toJstIso } from '../../time/jst-timestamp';
import { publicDetailItem } from '../certificates/public-detail-item';
import { trackingUrl } from '../nfcs/tracking-url';

/**
 * 報告用資料 (docs/domain.md#reporting-pack): the member's own certificates of the year, for one
 * consumer or for all, each with its facility rows as the public tracking page shows them and that
 * page's link. Only the member's certificates are read, so another member's consumer yields nothing.
 */
export async function getReportingPack(
  db: Executor,
  organizationId: number,
  filter: PackFilter,
): Promise<ReportingPackResponse> {
  const rows = await findPackCertificates(db, organizationId, filter);
  const [details, issuerName] = await Promise.all([
    findPackDetails(
      db,
      rows.map((r) => r.id),
    ),
    findIssuerName(db, organizationId),
  ]);
  const detailsOf = Map.groupBy(details, (d) => d.certificateId);
  const certificates: ReportingPackCertificate[] = rows
    .map((r) => ({ r, holder: packHolder(r), certificateNo: r.certificateNo }))
    .sort(comparePackOrder)
    .map(({ r }) => {
      const kind = productKind(r.productCd);
      return {
        nfCertificateNo: r.certificateNo,
        fiscalYear: r.fiscalYear,
        productCd: r.productCd,
        productName: r.productName ?? '',
        fitLabel: fitLabel(kind),
        renewableLabel: renewableLabel(kind),
        nfcTypeCd: r.nfcTypeCd,
        consumer: r.consumer,
        corporateNo: r.corporateNo,
        menuName: r.menuName,
        totalIssueVolume: r.totalIssueVolume,
        issueDateTime: toJstIso(r.issuedAt),
        trackingUrl: trackingUrl(r.hash, r.passCd),
        facilities: (detailsOf.get(r.id) ?? []).map((d) => publicDetailItem(d, r.fiscalYear)),
      };
    });
  const { byHolder, total } = packTotals(
    certificates.map((c) => ({
      holder: packHolder(c),
      productCd: c.productCd,
      totalIssueVolume: c.totalIssueVolume,
      facilities: c.facilities.map((f) => ({ volume: f.individIssueVolume, re100Flg: f.re100Flg })),
    })),
  );
  return {
    fiscalYear: filter.fiscalYear,
    consumer: filter.consumer ?? null,
    issuerName,
    certificates,
    totals: byHolder,
    total,
  };
}

/** The consumers the member issued demand-location certificates for in the year, for the screen's choice. */
export async function listPackConsumers(
  db: Executor,
  organizationId: number,
  fiscalYear: number,
): Promise<{ consumers: string[] }> {
  return { consumers: (await findPackConsumers(db, organizationId, fiscalYear)).sort(compareText) };
}
