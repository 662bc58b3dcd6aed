import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { getReportingPackCsv, getReportingPackPdf } from '../../api';
import { CsvDownload } from '../csv/csv-download';
import type { Option } from '../../ui/option';
import { TrailPdfButton } from '../trail/trail-pdf-button';
import { TrailStatus } from '../trail/trail-status';
import { PackCertificatesTable, PackTotalsTable } from './pack-tables';
import { usePack, usePackConsumers } from './use-pack';

interface Props {
  years: Option[];
  initialYear: string;
  /** The certificate list's year and, when it names one, a consumer. */
  initialConsumer: string;
}

const ALL = 'すべての需要家・電源メニュー';

/**
 * 報告用資料: a year's issued certificates for one consumer (or all of them, a retailer's pack) with
 * what 温対法 and RE100/CDP reports ask (docs/domain.md#reporting-pack), as CSV and printable PDF.
 */
export default function ReportPackScreen({ years, initialYear, initialConsumer }: Props) {
  const [fiscalYear, setFiscalYear] = useState(Number(initialYear));
  const [consumer, setConsumer] = useState(initialConsumer);
  const consumers = usePackConsumers(fiscalYear);
  const state = usePack(fiscalYear, consumer);
  const choices = consumer !== '' && !consumers.includes(consumer) ? [consumer, ...consumers] : consumers;
  const query = { fiscalYear, consumer: consumer || undefined };

  return (
    <section aria-labelledby="pack-heading">
      <h2 id="pack-heading" className="visually-hidden">
        報告用資料の条件と対象の証書
      </h2>
      <p>
        温対法の調整後温室効果ガス排出量・調整後排出係数の報告や RE100・CDP
        の報告に使う、発行済み証書と発電設備の属性の一覧です。PDF には各証書の公開ページの QR コードが付きます。
      </p>
      <Form className="filter-form" aria-label="条件" onSubmit={(e) => e.preventDefault()}>
        <div className="filter-grid">
          <div className="filter-year">
            <Form.Label htmlFor="pack-fiscal-year">対象年度</Form.Label>
            <Form.Select
              id="pack-fiscal-year"
              value={String(fiscalYear)}
              onChange={(e) => {
                setFiscalYear(Number(e.currentTarget.value));
                setConsumer('');
              }}
            >
              {years.map((y) => (
                <option key={y.value} value={y.value}>
                  {y.label}
                </option>
              ))}
            </Form.Select>
          </div>
          <div>
            <Form.Label htmlFor="pack-consumer">需要家</Form.Label>
            <Form.Select id="pack-consumer" value={consumer} onChange={(e) => setConsumer(e.currentTarget.value)}>
              <option value="">{ALL}</option>
              {choices.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Form.Select>
          </div>
        </div>
      </Form>
      <div className="d-flex flex-wrap gap-3 align-items-center my-2">
        <CsvDownload
          idPrefix="pack"
          disabled={state.loading}
          download={(encoding) => getReportingPackCsv({ ...query, encoding })}
          fallbackName="報告用資料.csv"
        />
        <TrailPdfButton download={() => getReportingPackPdf(query)} fallbackName="報告用資料.pdf" />
      </div>
      {state.loading ? (
        <TrailStatus />
      ) : 'error' in state ? (
        <TrailStatus error={state.error} />
      ) : (
        <>
          <PackTotalsTable pack={state.data} />
          <PackCertificatesTable pack={state.data} />
        </>
      )}
    </section>
  );
}
