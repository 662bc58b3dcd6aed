import type { CertificateDetailItem } from '../../../src/lib/schemas/certificate';
import { formatCapacityKw, formatOperationStart, formatRe100, orNotApplicable } from '../../../src/lib/domain/facility';
import { formatKwh } from '../../../src/lib/domain/money';

/** One detail row as shown; every display rule of spec §9 comes from the shared domain core. */
function detailTexts(d: CertificateDetailItem, fiscalYear: number): Record<string, string> {
  return {
    equipmentId: d.equipmentId,
    reTypeName: orNotApplicable(d.reTypeName),
    equipmentName: d.equipmentName,
    equipmentAddress: d.equipmentAddress,
    equipmentCapacity: formatCapacityKw(d.equipmentCapacity, d.equipmentId),
    operationStartDate: formatOperationStart(d.operationStartDate, d.equipmentId, d.re100Flg, fiscalYear),
    individIssueVolume: formatKwh(d.individIssueVolume),
    re100Flg: formatRe100(d.re100Flg),
  };
}

/** Replaces the table body with one page of rows cloned from the <template>. */
export function renderDetails(
  tbody: HTMLElement,
  template: HTMLTemplateElement,
  rows: CertificateDetailItem[],
  fiscalYear: number,
): void {
  const fragment = document.createDocumentFragment();
  for (const d of rows) {
    const texts = detailTexts(d, fiscalYear);
    const tr = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    for (const td of tr.querySelectorAll<HTMLElement>('[data-col]')) td.textContent = texts[td.dataset.col!] ?? '';
    fragment.append(tr);
  }
  tbody.replaceChildren(fragment);
}
