import Table from 'react-bootstrap/Table';
import type { CodeNames } from '../shared/codes';
import { totalVolume, volumeOf, type LineValues } from './line-values';
import { formatKwh } from '../../ui/format';

/** The chosen lines read-only, with their total (confirm step). */
export function ConfirmLines({
  lines,
  names,
  volumeLabel,
}: {
  lines: readonly LineValues[];
  names: CodeNames;
  volumeLabel: string;
}) {
  return (
    // A narrow screen scrolls the table sideways: the scroller takes focus so keyboard users can scroll it too.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={`${volumeLabel}の明細`}>
      <Table bordered size="sm" className="grid-table">
        <caption className="visually-hidden">{`${volumeLabel}の明細`}</caption>
        <thead>
          <tr>
            <th scope="col">設備ID</th>
            <th scope="col">設備名</th>
            <th scope="col">保有区分</th>
            <th scope="col" className="num">
              {volumeLabel}(kWh)
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.key}>
              <td>{l.equipmentId}</td>
              <td className="grid-wrap">{l.equipmentName}</td>
              <td>{names.holdingClass(l.holdingClassCd)}</td>
              <td className="num">{formatKwh(volumeOf(l.volume) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="line-total">
            <th scope="row" colSpan={3}>
              合計（{lines.length}件）
            </th>
            <td className="num">{formatKwh(totalVolume(lines))}</td>
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
