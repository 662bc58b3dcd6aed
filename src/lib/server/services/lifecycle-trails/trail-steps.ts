import type { Executor } from '../../db';
import type { TrailStepItem } from '@/lib/schemas/lifecycle-trails';
import { buildLifecycleTrail, marketNoOf, type TrailStep } from '@/lib/domain/trail/lifecycle-trail';
import { formatPriceCents } from '@/lib/domain/money';
import { toJstIso } from '../../time/jst-timestamp';
import {
  findTrailCertificates,
  findTrailContracts,
  findTrailPostings,
  findTrailStatements,
  type TrailLineKey,
} from '../../repositories/lifecycle-trails';
import { trackingUrl } from '../nfcs/tracking-url';

const SELL = 1;

export function certificatePdfUrl(fiscalYear: number, certificateNo: string): string {
  return `/api/v1/nfcs/pdfs/${fiscalYear}/${encodeURIComponent(certificateNo)}`;
}

function statementPdfUrl(statementNo: string): string {
  return `/api/v1/settlements/${encodeURIComponent(statementNo)}/pdf`;
}

/**
 * The trail of the member's (year, product, facility), read from its postings, with what the
 * postings do not hold looked up once per trail: the contracted prices and statements of the
 * auctions named by its clearings, and the certificates issued by its issue entries.
 */
export async function loadTrailSteps(db: Executor, organizationId: number, key: TrailLineKey): Promise<TrailStep[]> {
  const postings = await findTrailPostings(db, organizationId, key);
  const marketNos = [
    ...new Set(postings.filter((p) => p.kind === 'clearing').flatMap((p) => marketNoOf(p.reference) ?? [])),
  ];
  const issueEntries = [...new Set(postings.filter((p) => p.kind === 'issue-certificate').map((p) => p.entryId))];
  const [contracts, statements, issued] = await Promise.all([
    findTrailContracts(db, organizationId, marketNos),
    findTrailStatements(db, organizationId, marketNos),
    findTrailCertificates(db, organizationId, issueEntries),
  ]);
  const statementOf = new Map(statements.map((s) => [s.marketNo, statementPdfUrl(s.statementNo)]));
  const priceOf = new Map(
    contracts.map((c) => [`${c.marketNo}:${c.bidTypeCd === SELL ? 'sell' : 'buy'}`, c.priceCents]),
  );
  const certificateOf = new Map(
    issued.map((c) => [
      c.entryId,
      {
        certificateNo: c.certificateNo,
        consumer: c.consumer ?? c.menuName,
        pdfUrl: certificatePdfUrl(c.fiscalYear, c.certificateNo),
        publicUrl: trackingUrl(c.hash, c.passCd),
      },
    ]),
  );
  return buildLifecycleTrail(postings, key.fiscalYear, {
    contract: (marketNo, side) => ({
      priceCents: priceOf.get(`${marketNo}:${side}`) ?? null,
      statementPdfUrl: statementOf.get(marketNo) ?? null,
    }),
    certificate: (entryId) => certificateOf.get(entryId),
  });
}

/** A step as the API, the CSV and the PDF show it: the detail's fields flat, null where they do not apply. */
export function trailStepItem(step: TrailStep): TrailStepItem {
  const d = step.detail;
  return {
    entryId: step.entryId,
    dateTime: toJstIso(step.createdAt),
    businessDate: step.businessDate,
    stepName: step.kind,
    reference: step.reference,
    volumes: step.volumes,
    balances: step.balances,
    marketNo: d.type === 'contract' ? d.marketNo : null,
    contractPrice: d.type === 'contract' && d.priceCents !== null ? formatPriceCents(d.priceCents) : null,
    statementPdfUrl: d.type === 'contract' ? d.statementPdfUrl : null,
    counterpartyNo: d.type === 'transfer' ? d.counterpartyNo : null,
    counterpartyName: d.type === 'transfer' ? d.counterpartyName : null,
    nfCertificateNo: d.type === 'certificate' ? d.certificateNo : null,
    consumer: d.type === 'certificate' ? d.consumer : null,
    certificatePdfUrl: d.type === 'certificate' ? d.pdfUrl : null,
    trackingUrl: d.type === 'certificate' ? d.publicUrl : null,
    usableUntil: d.type === 'expiry' ? d.usableUntil : null,
  };
}
