import { fetchMarketResults } from './market-results-api';
import { fiscalYearChoice } from './fiscal-years';
import { renderCharts, renderResultRows } from './render-results';
import { marketResultsCsv, marketResultsCsvName } from './result-csv';
import { saveFile } from '../../../../src/lib/api-client/download';
import type { MarketResult } from './market-result';

function byId<T extends HTMLElement>(doc: Document, id: string): T {
  return doc.getElementById(id) as T;
}

/**
 * The 市場結果 page: choose a target year, load its cleared auctions from the public API, show the
 * table and one chart per product, and offer the same figures as a CSV file made in the browser.
 */
export function startMarketResultsPage(doc: Document, now = Date.now()): void {
  const select = byId<HTMLSelectElement>(doc, 'fiscal-year');
  const status = byId(doc, 'status');
  const failure = byId(doc, 'load-error');
  const empty = byId(doc, 'no-results');
  const results = byId(doc, 'results');
  const charts = byId(doc, 'charts');
  const csvButton = byId<HTMLButtonElement>(doc, 'csv-download');
  const choice = fiscalYearChoice(now, doc.location.search);
  select.replaceChildren(
    ...choice.years.map((year) => new Option(`${year}年度`, String(year), false, year === choice.selected)),
  );
  select.disabled = false;
  let shown: { fiscalYear: number; results: MarketResult[] } | undefined;
  let request = 0;

  const load = async (fiscalYear: number): Promise<void> => {
    // A later choice wins: an answer for a year no longer selected is dropped.
    const mine = ++request;
    shown = undefined;
    csvButton.disabled = true;
    failure.hidden = true;
    status.hidden = false;
    status.textContent = `${fiscalYear}年度の市場結果を取得中です。`;
    results.setAttribute('aria-busy', 'true');
    try {
      const answer = await fetchMarketResults(fiscalYear);
      if (mine !== request) return;
      shown = { fiscalYear, results: answer.marketResults };
      const count = answer.marketResults.length;
      renderResultRows(byId(doc, 'results-body'), answer.marketResults);
      renderCharts(byId(doc, 'chart-list'), answer.marketResults);
      results.hidden = count === 0;
      charts.hidden = count === 0;
      empty.hidden = count !== 0;
      csvButton.disabled = count === 0;
      status.textContent = count === 0 ? '' : `${fiscalYear}年度の市場結果 ${count}件を表示しています。`;
      status.hidden = count === 0;
    } catch {
      if (mine !== request) return;
      results.hidden = true;
      charts.hidden = true;
      empty.hidden = true;
      status.textContent = '';
      status.hidden = true;
      failure.hidden = false;
    } finally {
      if (mine === request) results.removeAttribute('aria-busy');
    }
  };

  select.addEventListener('change', () => {
    const url = new URL(doc.location.href);
    url.searchParams.set('fiscalYear', select.value);
    doc.defaultView?.history.replaceState(null, '', url);
    void load(Number(select.value));
  });
  byId(doc, 'retry').addEventListener('click', () => void load(Number(select.value)));
  csvButton.addEventListener('click', () => {
    if (!shown) return;
    const blob = new Blob([marketResultsCsv(shown.results)], { type: 'text/csv;charset=utf-8' });
    saveFile({ blob }, marketResultsCsvName(shown.fiscalYear), doc);
  });
  void load(choice.selected);
}
