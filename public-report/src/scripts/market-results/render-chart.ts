import {
  isContractWithheld,
  kwhText,
  NO_TRADE_TEXT,
  priceText,
  WITHHELD_TEXT,
  type MarketResult,
} from './market-result';
import { CHART, roundChartModel } from './round-chart';

const SVG = 'http://www.w3.org/2000/svg';
type Attrs = Record<string, string | number>;

function svg<K extends keyof SVGElementTagNameMap>(doc: Document, tag: K, attrs: Attrs = {}, text?: string) {
  const el = doc.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/** What a screen reader hears for the chart: every round's figures, in words. */
function chartDescription(results: readonly MarketResult[]): string {
  return [...results]
    .sort((a, b) => a.roundNo - b.roundNo)
    .map((r) => {
      if (isContractWithheld(r)) return `第${r.roundNo}回：${WITHHELD_TEXT}`;
      const price = r.contractPrice === null ? NO_TRADE_TEXT : `約定価格 ${priceText(r.contractPrice)}円/kWh`;
      const range =
        r.isFit && r.contractLowestPrice !== null && r.contractHighestPrice !== null
          ? `（最低 ${priceText(r.contractLowestPrice)}／最高 ${priceText(r.contractHighestPrice)}）`
          : '';
      return `第${r.roundNo}回：${price}${range}、約定量 ${kwhText(r.contractVolume ?? 0)}kWh`;
    })
    .join('。');
}

/**
 * One product's chart as inline SVG, built with DOM calls (no chart library, no inline style: the
 * CSP allows neither). role="img" named by its <title>, described by its <desc>; the table above holds
 * the same figures.
 */
export function renderRoundChart(doc: Document, results: readonly MarketResult[], id: string): SVGSVGElement {
  const model = roundChartModel(results);
  const { plot } = model;
  const root = svg(doc, 'svg', {
    viewBox: `0 0 ${CHART.width} ${CHART.height}`,
    role: 'img',
    'aria-labelledby': `${id}-title`,
    'aria-describedby': `${id}-desc`,
    class: 'round-chart',
  });
  root.append(
    svg(doc, 'title', { id: `${id}-title` }, `${results[0]?.productName ?? ''}の回ごとの約定価格と約定量`),
    svg(doc, 'desc', { id: `${id}-desc` }, chartDescription(results)),
  );
  const axes = svg(doc, 'g', { class: 'axes', 'aria-hidden': 'true' });
  for (const t of model.priceTicks) {
    axes.append(
      svg(doc, 'line', { x1: plot.x0, x2: plot.x1, y1: t.y, y2: t.y, class: 'grid' }),
      svg(doc, 'text', { x: plot.x0 - 6, y: t.y + 4, 'text-anchor': 'end' }, priceText(t.value)),
    );
  }
  for (const t of model.volumeTicks) {
    axes.append(svg(doc, 'text', { x: plot.x1 + 6, y: t.y + 4, 'text-anchor': 'start' }, kwhText(t.value)));
  }
  axes.append(
    svg(doc, 'line', { x1: plot.x0, x2: plot.x1, y1: plot.y0, y2: plot.y0, class: 'axis' }),
    svg(doc, 'text', { x: plot.x0 - 6, y: plot.y1 - 16, 'text-anchor': 'end' }, '円/kWh'),
    svg(doc, 'text', { x: plot.x1 + 6, y: plot.y1 - 16, 'text-anchor': 'start' }, 'kWh'),
  );
  const marks = svg(doc, 'g', { 'aria-hidden': 'true' });
  for (const m of model.marks) {
    axes.append(svg(doc, 'text', { x: m.x, y: plot.y0 + 20, 'text-anchor': 'middle' }, `第${m.roundNo}回`));
    if (m.bar) marks.append(svg(doc, 'rect', { ...m.bar, class: 'bar' }));
    if (m.label)
      marks.append(svg(doc, 'text', { x: m.x, y: plot.y0 - 6, 'text-anchor': 'middle', class: 'mark-label' }, m.label));
  }
  for (const d of model.pricePaths) marks.append(svg(doc, 'path', { d, class: 'price-line' }));
  for (const m of model.marks) {
    if (!m.price) continue;
    if (m.price.low !== null && m.price.high !== null)
      marks.append(svg(doc, 'line', { x1: m.x, x2: m.x, y1: m.price.low, y2: m.price.high, class: 'price-range' }));
    marks.append(svg(doc, 'circle', { cx: m.x, cy: m.price.y, r: 4, class: 'price-point' }));
  }
  root.append(axes, marks);
  return root;
}
