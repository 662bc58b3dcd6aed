import Table from 'react-bootstrap/Table';
import type { TrailStepItem } from '@/lib/schemas/lifecycle-trails';
import { trailDetailText } from '@/lib/domain/trail/trail-detail-text';
import { formatDate, formatDateTime, formatKwh } from '../../ui/format';

const CLASSES = [
  { cd: 1, field: 'authorized', name: '認定' },
  { cd: 2, field: 'procured', name: '調達' },
  { cd: 3, field: 'confirmed', name: '確定' },
] as const;

interface Props {
  caption: string;
  steps: readonly TrailStepItem[];
  /** The holding class the member opened the trail from: its columns are marked. */
  highlightClassCd?: number;
}

const signed = (n: number) => (n === 0 ? '' : n > 0 ? `+${formatKwh(n)}` : formatKwh(n));

function StepLinks({ step }: { step: TrailStepItem }) {
  return (
    <>
      {step.statementPdfUrl && (
        <a href={step.statementPdfUrl} download className="me-2">
          精算書PDF
        </a>
      )}
      {step.certificatePdfUrl && (
        <a href={step.certificatePdfUrl} download className="me-2">
          証書PDF
        </a>
      )}
      {step.trackingUrl && (
        <a href={step.trackingUrl} target="_blank" rel="noopener noreferrer">
          公開ページ（新しいタブで開く）
        </a>
      )}
    </>
  );
}

/** The steps in ledger order, oldest first: signed volume and running balance per holding class. */
export function TrailStepsTable({ caption, steps, highlightClassCd }: Props) {
  const mark = (cd: number) => (cd === highlightClassCd ? 'num table-primary' : 'num');
  return (
    <div className="table-responsive">
      <Table bordered size="sm" className="trail-steps">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">日時</th>
            <th scope="col">営業日</th>
            <th scope="col">区分</th>
            {CLASSES.map((c) => (
              <th key={`v${c.cd}`} scope="col" className={mark(c.cd)}>
                {c.name}(kWh)
              </th>
            ))}
            {CLASSES.map((c) => (
              <th key={`b${c.cd}`} scope="col" className={mark(c.cd)}>
                {c.name}残高(kWh)
              </th>
            ))}
            <th scope="col">内容</th>
            <th scope="col">リンク</th>
          </tr>
        </thead>
        <tbody>
          {steps.length === 0 && (
            <tr>
              <td colSpan={11}>該当する履歴はありません。</td>
            </tr>
          )}
          {steps.map((s, i) => (
            <tr key={`${s.entryId}-${s.stepName}-${i}`}>
              <td className="text-nowrap">{formatDateTime(s.dateTime)}</td>
              <td className="text-nowrap">{formatDate(s.businessDate)}</td>
              <td className="text-nowrap">{s.stepName}</td>
              {CLASSES.map((c) => (
                <td key={`v${c.cd}`} className={mark(c.cd)}>
                  {signed(s.volumes[c.field])}
                </td>
              ))}
              {CLASSES.map((c) => (
                <td key={`b${c.cd}`} className={mark(c.cd)}>
                  {formatKwh(s.balances[c.field])}
                </td>
              ))}
              <td>{trailDetailText(s)}</td>
              <td className="text-nowrap">
                <StepLinks step={s} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
