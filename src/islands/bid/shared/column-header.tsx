/** A grid header with its unit on a second line, so numeric columns stay narrow: 単価 / (円/kWh). */
export function withUnit(label: string, unit: string) {
  return (
    <>
      {label}
      <br />
      <span className="bid-unit">({unit})</span>
    </>
  );
}
