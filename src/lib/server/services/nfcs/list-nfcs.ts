import type { z } from 'zod';
import type { Executor } from '../../db';
import type { nfcListItem, nfcListQuery, nfcListResponse } from '@/lib/schemas/nfcs';
import { countCertificates, findCertificates, type CertificateRow } from '../../repositories/certificates';
import { trackingUrl } from './tracking-url';
import { toJstIso } from '../../time/jst-timestamp';

function toNfcItem(r: CertificateRow): z.infer<typeof nfcListItem> {
  return {
    nfCertificateNo: r.certificateNo,
    fiscalYear: r.fiscalYear,
    productCd: r.productCd,
    certTypeName: r.certTypeName ?? '',
    nfcTypeCd: r.nfcTypeCd,
    useCd: r.useCd,
    issueDateTime: toJstIso(r.issuedAt),
    consumer: r.consumer,
    menuName: r.menuName,
    totalIssueVolume: r.totalIssueVolume,
    trackingUrl: trackingUrl(r.hash, r.passCd),
  };
}

/** 証書一覧: the member's own certificates issued in the JST date range, newest first. */
export async function listNfcs(
  db: Executor,
  organizationId: number,
  query: z.infer<typeof nfcListQuery>,
): Promise<z.infer<typeof nfcListResponse>> {
  const { offset, limit, count, ...filters } = query;
  const [rows, total] = await Promise.all([
    findCertificates(db, organizationId, filters, { offset, limit }),
    count ? countCertificates(db, organizationId, filters) : Promise.resolve(undefined),
  ]);
  return { nfcList: rows.map(toNfcItem), ...(total === undefined ? {} : { count: total }) };
}
