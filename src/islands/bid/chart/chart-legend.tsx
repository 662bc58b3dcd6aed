/** The chart's key (FIT supply is the volume the FIT seller offers, not members' sell bids), as HTML so it wraps. */
export function ChartLegend({
  hasClearing,
  fitSupply,
  ownBids = true,
}: {
  hasClearing: boolean;
  fitSupply: boolean;
  ownBids?: boolean;
}) {
  const lines: [string, string][] = [
    ['demand', '需要曲線（買い入札）'],
    ['supply', fitSupply ? '供給曲線（FIT供給量）' : '供給曲線（売り入札）'],
    ...(hasClearing ? ([['clearing', '約定価格']] as [string, string][]) : []),
  ];
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
      {(ownBids ? (['filled', 'hollow'] as const) : []).map((fill) => (
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
            <circle cx="7" cy="7" r="5" />
            <path d="M22 1L28 7L22 13L16 7Z" />
          </svg>
          {fill === 'filled' ? '自社入札（約定）' : '自社入札（不約定）'}
        </li>
      ))}
    </ul>
  );
}
