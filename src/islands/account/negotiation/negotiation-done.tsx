import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { z } from 'zod';
import type { negotiateResponse } from '@/lib/schemas/accounts';
import { useCompletionTitle } from '../../hooks/use-completion-title';
import { NEGOTIATION_INPUT_PATH } from './negotiation-form';
import { formatKwh } from '../../ui/format';

const NEGOTIATION_DONE = '移転が完了しました。';

/** The result of a transfer, focused so screen readers announce it. */
export function NegotiationDone({ result }: { result: z.infer<typeof negotiateResponse> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  useCompletionTitle();
  return (
    <div className="done-panel" ref={ref} tabIndex={-1}>
      <Alert variant="success" className="mb-0">
        {NEGOTIATION_DONE}
      </Alert>
      <dl className="confirm-list">
        <dt>移転先</dt>
        <dd>{`${result.recipientMemberNumber} ${result.recipientName}`}</dd>
        <dt>移転量合計</dt>
        <dd>{formatKwh(result.totalVolume)} kWh</dd>
      </dl>
      <div className="flow-buttons">
        <a className="btn btn-primary" href="/account/balance">
          残高照会へ
        </a>
        <a className="btn btn-outline-secondary" href={NEGOTIATION_INPUT_PATH}>
          続けて移転する
        </a>
      </div>
    </div>
  );
}
