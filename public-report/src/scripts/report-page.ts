import { readReportLink, type ReportLink } from './report-link';
import { fetchCertificate, fetchDetails } from './report-api';
import { renderCertificate } from './render-certificate';
import { renderDetails } from './render-details';
import { bindPager, pagerView } from './pager';

function byId<T extends HTMLElement>(doc: Document, id: string): T {
  return doc.getElementById(id) as T;
}

/**
 * Spec §4: load the certificate first; any failure shows not-found. Then load the details;
 * paging reloads the details only. A failed detail load goes to the generic error page.
 */
export async function startReportPage(doc: Document): Promise<void> {
  const status = byId(doc, 'status');
  const link = readReportLink(doc.location);
  const certificate = link ? await fetchCertificate(link).catch(() => undefined) : undefined;
  if (!link || !certificate) {
    // The section's heading says it once; it is announced as an alert, and the loading status goes
    // away rather than repeating the words (a screen reader read them twice).
    const notFound = byId(doc, 'not-found');
    notFound.setAttribute('role', 'alert');
    notFound.hidden = false;
    status.textContent = '';
    status.hidden = true;
    return;
  }
  renderCertificate(byId(doc, 'certificate'), certificate);
  byId(doc, 'certificate').hidden = false;
  showDetails(doc, link, certificate.fiscalYear, status);
}

function showDetails(doc: Document, link: ReportLink, fiscalYear: number, status: HTMLElement): void {
  const section = byId(doc, 'details');
  const table = byId(doc, 'details-table');
  const tbody = byId(doc, 'details-body');
  const template = byId<HTMLTemplateElement>(doc, 'detail-row');
  const position = byId(doc, 'pager-position');
  let request = 0;

  const load = async (offset: number): Promise<void> => {
    // A later click wins: an answer that arrives after a newer request was sent is dropped.
    const mine = ++request;
    pager.busy();
    table.setAttribute('aria-busy', 'true');
    if (!section.hidden) status.textContent = '明細を取得中です。';
    try {
      const page = await fetchDetails(link, offset);
      if (mine !== request) return;
      renderDetails(tbody, template, page.certificateDetails, fiscalYear);
      const view = pagerView(
        offset,
        page.count ?? offset + page.certificateDetails.length,
        page.certificateDetails.length,
      );
      pager.show(view, position);
      byId(doc, 'details-summary').textContent = view.summary;
      status.textContent = section.hidden ? `証書情報を表示しました。${view.summary}` : view.summary;
      section.hidden = false;
      status.classList.add('visually-hidden');
    } catch {
      if (mine === request) doc.location.assign(`${import.meta.env.BASE_URL.replace(/\/?$/, '/')}error/`);
    } finally {
      if (mine === request) table.removeAttribute('aria-busy');
    }
  };
  const pager = bindPager(byId(doc, 'pager'), (offset) => void load(offset));
  void load(0);
}
