import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { z } from 'zod';
import type { nfcPublishResponse } from '@/lib/schemas/nfcs';
import { useCompletionTitle } from '../../hooks/use-completion-title';
import { PUBLISH_INPUT_PATH } from './publish-form';
import { formatDateTime, formatKwh } from '../../ui/format';

const PUBLISH_DONE = '証書を発行しました。';

/** The issued certificate: its number, its public tracking page (new tab) and the way to the list. */
export function PublishDone({ result, productCd }: { result: z.infer<typeof nfcPublishResponse>; productCd: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  useCompletionTitle();
  const list = `/account/nfc/list?fiscalYear=${result.fiscalYear}${productCd ? `&productCd=${encodeURIComponent(productCd)}` : ''}`;
  return (
    <div className="done-panel" ref={ref} tabIndex={-1}>
      <Alert variant="success" className="mb-0">
        {PUBLISH_DONE}
      </Alert>
      <dl className="confirm-list">
        <dt>証書番号</dt>
        <dd className="certificate-no">{result.nfCertificateNo}</dd>
        <dt>発行日時</dt>
        <dd>{formatDateTime(result.issueDateTime)}</dd>
        <dt>発行量合計</dt>
        <dd>{formatKwh(result.totalIssueVolume)} kWh</dd>
        <dt>トラッキング情報</dt>
        <dd>
          <a href={result.trackingUrl} target="_blank" rel="noopener noreferrer">
            {result.trackingUrl}
            <span className="visually-hidden">（新しいタブで開く）</span>
          </a>
        </dd>
      </dl>
      <div className="flow-buttons">
        <a className="btn btn-primary" href={list}>
          証書一覧へ
        </a>
        <a className="btn btn-outline-secondary" href={PUBLISH_INPUT_PATH}>
          続けて発行する
        </a>
      </div>
    </div>
  );
}
