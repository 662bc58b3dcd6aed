/**
 * The reporting pack (domain.md#reporting-pack): what a consumer's 温対法 report and its RE100/CDP
 * report need of the certificates issued for it. Pure; the facility figures and the RE100 flag
 * come in as the public tracking page shows them.
 */
import { isFit, isProductCd } from '../ledger/codes';

/** What a product says in those reports: FIT or not, and whether its value is renewable (再エネ指定). */
export interface ProductKind {
  fit: boolean;
  /** FIT certificates come from renewables only; non-FIT ones say it by their 再エネ指定. */
  renewable: boolean;
}

export function productKind(productCd: number): ProductKind {
  if (!isProductCd(productCd)) return { fit: false, renewable: false };
  return { fit: isFit(productCd), renewable: productCd !== 3 };
}

export function fitLabel(kind: ProductKind): string {
  return kind.fit ? 'FIT' : '非FIT';
}

export function renewableLabel(kind: ProductKind): string {
  return kind.renewable ? 'あり' : 'なし';
}

/**
 * A facility's volume counts towards RE100 when the certificate's value is renewable and the
 * facility carries the public page's RE100 flag (the 15-year rule, decided at issue).
 */
export function countsForRe100(kind: ProductKind, re100Flg: boolean): boolean {
  return kind.renewable && re100Flg;
}

/** Whom a certificate was issued for: the 需要家名 of a demand-location certificate, else its 電源メニュー名. */
export function packHolder(c: { nfcTypeCd: number; consumer: string | null; menuName: string | null }): string {
  return (c.nfcTypeCd === 1 ? c.consumer : c.menuName) ?? '';
}

/** By code unit, the same on every database and machine (collations differ). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Holder, then certificate number: the pack's row order. */
export function comparePackOrder(
  a: { holder: string; certificateNo: string },
  b: { holder: string; certificateNo: string },
): number {
  return compareText(a.holder, b.holder) || compareText(a.certificateNo, b.certificateNo);
}

export interface PackFacility {
  volume: number;
  re100Flg: boolean;
}

export interface PackCertificate {
  /** 需要家名 of a demand-location certificate, 電源メニュー名 of a menu one. */
  holder: string;
  productCd: number;
  totalIssueVolume: number;
  facilities: readonly PackFacility[];
}

export interface PackTotal {
  holder: string;
  certificateCount: number;
  volume: number;
  renewableVolume: number;
  re100Volume: number;
}

/** Totals per holder (consumer or menu) in holder order, then the grand total under holder ''. */
export function packTotals(certificates: readonly PackCertificate[]): { byHolder: PackTotal[]; total: PackTotal } {
  const byHolder = new Map<string, PackTotal>();
  const total: PackTotal = { holder: '', certificateCount: 0, volume: 0, renewableVolume: 0, re100Volume: 0 };
  for (const c of certificates) {
    const kind = productKind(c.productCd);
    const re100 = c.facilities.reduce((sum, f) => sum + (countsForRe100(kind, f.re100Flg) ? f.volume : 0), 0);
    const renewable = kind.renewable ? c.totalIssueVolume : 0;
    const row = byHolder.get(c.holder) ?? {
      holder: c.holder,
      certificateCount: 0,
      volume: 0,
      renewableVolume: 0,
      re100Volume: 0,
    };
    for (const t of [row, total]) {
      t.certificateCount += 1;
      t.volume += c.totalIssueVolume;
      t.renewableVolume += renewable;
      t.re100Volume += re100;
    }
    byHolder.set(c.holder, row);
  }
  const holders = [...byHolder.values()].sort((a, b) => compareText(a.holder, b.holder));
  return { byHolder: holders, total };
}
