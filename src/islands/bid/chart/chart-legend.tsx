/**
 * The chart's key (FIT supply is the volume the FIT seller offers, not members' sell bids), as HTML
 * so it wraps. It names only what is drawn: a withheld curve or an absent kind of own bid is left out.
 */
export function ChartLegend({
  hasClearing,
  fitSupply,
  demand,
  supply,
  contractedOwn,
  uncontractedOwn,
  shapes,
}: {
  hasClearing: boolean;
  fitSupply: boolean;
  demand: boolean;
  supply: boolean;
  contractedOwn: boolean;
  uncontractedOwn: boolean;
  /** Which marker shapes the chart shows: circles for buys, diamonds for sells. */
  shapes: { buy: boolean; sell: boolean };
}) {
  const all: [string, string, boolean][] = [
    ['demand', '需要曲線（買い入札）', demand],
    ['supply', fitSupply ? '供給曲線（FIT供給量）' : '供給曲線（売り入札）', supply],
    ['clearing', '約定価格', hasClearing],
  ];
  const lines = all.filter(([, , drawn]) => drawn);
  const own = [...(contractedOwn ? (['filled'] as const) : []), ...(uncontractedOwn ? (['hollow'] as const) : [])];
  return (
    <ul className="bid-chart-legend">
      {lines.map(([key, label]) => (
        <li key={key}>
          <svg
            className={`bid-chart-swatch swatch-${key}`}
            viewBox="0 0 24 12"
            width="24"
            height="12"
            aria-hidden="true"
            focusable="false"
          >
            <line x1="0" x2="24" y1="6" y2="6" />
          </svg>
          {label}
        </li>
      ))}
      {own.map((fill) => (
        <li key={fill}>
          {/* Circle for a buy, diamond for a sell, as on the chart. */}
          <svg
            className={`bid-chart-swatch swatch-own-${fill}`}
            viewBox="0 0 30 14"
            width="30"
            height="14"
            aria-hidden="true"
            focusable="false"
          >
            {shapes.buy && <circle cx="7" cy="7" r="5" />}
            {shapes.sell && <path d="M22 1L28 7L22 13L16 7Z" />}
          </svg>
          {fill === 'filled' ? '自社入札（約定）' : '自社入札（不約定）'}
        </li>
      ))}
    </ul>
  );
}
