import { byRoundAndProduct, type MarketResult } from './market-result';
import { resultCells } from './result-cells';
import { RESULT_COLUMNS } from './result-columns';
import { renderRoundChart } from './render-chart';

/** The results table's body: one row per cleared auction, every cell labelled for the phone layout. */
export function renderResultRows(tbody: HTMLElement, results: readonly MarketResult[]): void {
  const doc = tbody.ownerDocument;
  tbody.replaceChildren(
    ...byRoundAndProduct(results).map((r) => {
      const row = doc.createElement('tr');
      row.dataset.marketNo = String(r.marketNo);
      for (const cell of resultCells(r)) {
        const td = doc.createElement('td');
        td.dataset.col = cell.col;
        td.dataset.label = RESULT_COLUMNS.find((c) => c.key === cell.col)!.label;
        if (cell.numeric) td.className = 'num';
        td.textContent = cell.text;
        if (cell.note) {
          const note = doc.createElement('span');
          note.className = 'cell-note';
          note.textContent = cell.note;
          td.append(note);
        }
        row.append(td);
      }
      return row;
    }),
  );
}

/** One figure per product that cleared in the year, in product order, each with its heading. */
export function renderCharts(list: HTMLElement, results: readonly MarketResult[]): void {
  const doc = list.ownerDocument;
  const products = new Map<number, MarketResult[]>();
  for (const r of [...results].sort((a, b) => a.productCd - b.productCd)) {
    products.set(r.productCd, [...(products.get(r.productCd) ?? []), r]);
  }
  list.replaceChildren(
    ...[...products.entries()].map(([productCd, rows]) => {
      const figure = doc.createElement('figure');
      figure.className = 'chart card';
      figure.dataset.productCd = String(productCd);
      const heading = doc.createElement('h3');
      heading.textContent = rows[0]!.productName;
      const caption = doc.createElement('figcaption');
      caption.textContent = rows[0]!.isFit
        ? '棒：約定量（kWh、右軸）　折れ線：約定価格の加重平均（円/kWh、左軸）、縦線は最低から最高の約定価格'
        : '棒：約定量（kWh、右軸）　折れ線：約定価格（円/kWh、左軸）';
      figure.append(heading, renderRoundChart(doc, rows, `chart-${productCd}`), caption);
      return figure;
    }),
  );
}
