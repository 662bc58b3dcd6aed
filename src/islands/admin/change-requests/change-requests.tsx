import Table from 'react-bootstrap/Table';
import { adminApi } from '@/lib/api-client/admin';
import { formatJstMinute } from '@/lib/domain/console/console-change';
import type { AdminChangeRequest } from '@/lib/schemas/admin-change-requests';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormAlert } from '../../auth/form-parts';
import { useHydrated } from '../../hooks/use-hydrated';
import { ChangeDialog } from '../change-dialog';
import { useConfirmedChange } from '../use-confirmed-change';
import { decisionOf, type PendingDecision } from './change-request-actions';

interface Props {
  requests: AdminChangeRequest[];
  loginId: string;
  /** After a decision: the request as it now stands (approved ones have taken effect). */
  onDecided: (request: AdminChangeRequest) => void | Promise<void>;
  /** A screen with two lists (the system page: its settings' and the target years') names each. */
  heading?: string;
  headingId?: string;
}

/**
 * The two-person rule's requests waiting on this screen: another operator's may be approved or
 * rejected, one's own withdrawn, each after a confirmation that says what members will see.
 */
export function ChangeRequests({
  requests,
  loginId,
  onDecided,
  heading = '承認待ちの申請（二人承認）',
  headingId = 'change-requests-heading',
}: Props) {
  const hydrated = useHydrated();
  const change = useConfirmedChange<PendingDecision>(async ({ decision, request }) => {
    const { changeRequest } = await adminApi(`POST /api/admin/change-requests/${decision}`, {
      body: { id: request.id },
      loginId,
    });
    await onDecided(changeRequest);
  });

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 className="h5" id={headingId}>
        {heading}
      </h2>
      {change.done && (
        <Alert variant="success" role="status">
          {change.done}
        </Alert>
      )}
      {!change.pending && <FormAlert message={change.message} />}
      {requests.length === 0 ? (
        <p className="mb-0">承認待ちの申請はありません。</p>
      ) : (
        <Table responsive size="sm" className="admin-table mb-0">
          <thead>
            <tr>
              <th scope="col">申請内容</th>
              <th scope="col">申請者</th>
              <th scope="col">申請日時</th>
              <th scope="col">有効期限</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id} data-testid={`change-request-${r.id}`}>
                <td>{r.title}</td>
                <td>{r.requestedBy}</td>
                <td className="text-nowrap">{formatJstMinute(r.requestedAt)}</td>
                <td className="text-nowrap">{formatJstMinute(r.expiresAt)}</td>
                <td className="text-nowrap">
                  {r.own ? (
                    <>
                      <span className="me-2">承認は別の運用者が行います</span>
                      <Button
                        size="sm"
                        disabled={!hydrated}
                        variant="outline-secondary"
                        onClick={() => change.open(decisionOf('withdraw', r))}
                      >
                        取り下げる
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        disabled={!hydrated}
                        variant="danger"
                        className="me-2"
                        onClick={() => change.open(decisionOf('approve', r))}
                      >
                        承認する
                      </Button>
                      <Button
                        size="sm"
                        disabled={!hydrated}
                        variant="outline-secondary"
                        onClick={() => change.open(decisionOf('reject', r))}
                      >
                        却下する
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ChangeDialog {...change.dialog} />
    </section>
  );
}
