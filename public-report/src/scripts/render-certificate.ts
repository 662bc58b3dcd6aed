import type { CertificateResponse } from '../../../src/lib/schemas/certificate';
import { isIsoDate } from '../../../src/lib/domain/calendar/iso-date';
import { formatDateTime } from '../../../src/lib/domain/calendar/jst';
import { formatDate, orNotApplicable } from '../../../src/lib/domain/facility';
import { formatKwh } from '../../../src/lib/domain/money';

const NFC_TYPE_NAMES: Record<number, string> = { 1: '需要場所', 2: '電源メニュー' };
/* An optional field the issuer left blank; distinct from 該当なし, which means a master lookup missed. */
const BLANK = '－';

/** "2026-05-01T10:02:03.000+09:00" → "2026/05/01 10:02:03", read in Japan time in any browser zone; a date alone as YYYY/MM/DD. */
function formatIssueDateTime(iso: string): string {
  return isIsoDate(iso) ? formatDate(iso) : formatDateTime(iso, true);
}

/** The text of every certificate field as the page shows it. */
function certificateTexts(c: CertificateResponse): Record<keyof CertificateResponse, string> {
  const text = (v: string | null) => (v == null || v === '' ? BLANK : v);
  return {
    fiscalYear: `${c.fiscalYear}年度`,
    certTypeName: orNotApplicable(c.certTypeName),
    certificateNo: c.certificateNo,
    nfcTypeCd: orNotApplicable(NFC_TYPE_NAMES[c.nfcTypeCd]),
    issueDateTime: formatIssueDateTime(c.issueDateTime),
    consumer: text(c.consumer),
    corporateNo: text(c.corporateNo),
    officeName: text(c.officeName),
    demandLocation: text(c.demandLocation),
    businessNo: text(c.businessNo),
    menuName: text(c.menuName),
    remarks: text(c.remarks),
    totalIssueVolume: formatKwh(c.totalIssueVolume),
  };
}

/** Fills the field list; rows that belong to the other certificate kind are hidden. */
export function renderCertificate(section: HTMLElement, c: CertificateResponse): void {
  const texts = certificateTexts(c) as Record<string, string>;
  for (const dd of section.querySelectorAll<HTMLElement>('[data-field]')) {
    dd.textContent = texts[dd.dataset.field!] ?? '';
  }
  for (const row of section.querySelectorAll<HTMLElement>('[data-nfc-type]')) {
    row.hidden = Number(row.dataset.nfcType) !== c.nfcTypeCd;
  }
}
