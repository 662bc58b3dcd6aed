import { formatDate } from '../../dates/instant';

/** The detail fields of a trail step as the API gives them: null where they do not apply. */
export interface TrailDetailFields {
  marketNo: number | null;
  contractPrice: string | null;
  counterpartyNo: string | null;
  counterpartyName: string | null;
  nfCertificateNo: string | null;
  consumer: string | null;
  usableUntil: string | null;
}

/** One line naming what a step did, for the PDF and the screen: 市場番号 …, 相手先 …, 証書番号 …, 利用期限 …. */
export function trailDetailText(d: TrailDetailFields): string {
  const parts: string[] = [];
  if (d.marketNo !== null) parts.push(`市場番号 ${d.marketNo}`);
  if (d.contractPrice !== null) parts.push(`約定価格 ${d.contractPrice}円/kWh`);
  if (d.counterpartyNo !== null) parts.push(`相手先 ${d.counterpartyNo} ${d.counterpartyName ?? ''}`.trimEnd());
  if (d.nfCertificateNo !== null) parts.push(`証書番号 ${d.nfCertificateNo}`);
  if (d.consumer !== null) parts.push(`需要家 ${d.consumer}`);
  if (d.usableUntil !== null) parts.push(`利用期限 ${formatDate(d.usableUntil)}`);
  return parts.join(' / ');
}
