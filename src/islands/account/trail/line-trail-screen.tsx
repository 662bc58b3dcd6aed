import { getLineTrail, getLineTrailCsv, getLineTrailPdf, type TrailLineQuery } from '../../api';
import { holdingClassName } from '@/lib/domain/reports/labels';
import { CsvDownload } from '../csv/csv-download';
import { fiscalYearLabel, formatKwh } from '../../ui/format';
import { TrailPdfButton } from './trail-pdf-button';
import { TrailStatus } from './trail-status';
import { TrailStepsTable } from './trail-steps-table';
import { useTrail } from './use-trail';

/** 追跡履歴（保有明細）: the line's facility across its holding classes, the chosen class marked. */
export default function LineTrailScreen({ line }: { line: TrailLineQuery }) {
  const state = useTrail((signal) => getLineTrail(line, { signal }));
  if (state.loading) return <TrailStatus />;
  if ('error' in state) return <TrailStatus error={state.error} />;
  const { line: l, steps } = state.data;
  return (
    <section aria-labelledby="trail-line-heading">
      <h2 id="trail-line-heading" className="h5">
        {fiscalYearLabel(l.fiscalYear)} {l.productName} 設備 {l.equipmentId} {l.facilityName}
      </h2>
      <p>
        保有区分 <strong>{holdingClassName(l.holdingClassCd)}</strong> 残高 <strong>{formatKwh(l.balance)}</strong> kWh
        （同じ設備の認定・調達・確定をすべて表示しています）
      </p>
      <div className="d-flex flex-wrap gap-3 align-items-center mb-2">
        <CsvDownload
          idPrefix="trail-line"
          download={(encoding) => getLineTrailCsv({ ...line, encoding })}
          fallbackName="追跡履歴_保有明細.csv"
        />
        <TrailPdfButton download={() => getLineTrailPdf(line)} fallbackName="追跡履歴_保有明細.pdf" />
      </div>
      <TrailStepsTable caption="追跡履歴" steps={steps} highlightClassCd={l.holdingClassCd} />
    </section>
  );
}
