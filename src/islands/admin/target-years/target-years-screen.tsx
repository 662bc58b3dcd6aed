import { useState } from 'react';
import { FOUR_EYES_NOTE, requestedMessage } from '@/lib/domain/console/console-change';
import type { AdminChangeRequest } from '@/lib/schemas/admin-change-requests';
import type { AdminTargetYears } from '@/lib/schemas/admin-target-years';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { formatDate } from '../../ui/format';
import { FormAlert } from '../../auth/form-parts';
import { ChangeDialog } from '../change-dialog';
import { ChangeRequests } from '../change-requests/change-requests';
import { useConfirmedChange } from '../use-confirmed-change';
import { TargetYearForm } from './target-year-form';
import type { PendingTargetYear } from './target-year-change';

interface ScreenProps {
  list: AdminTargetYears;
  loginId: string;
  fourEyes: boolean;
  requests: AdminChangeRequest[];
  onChanged: () => void;
}

const price = (yen: number) => yen.toFixed(2);

/** The list and the form once they have come (the island loads this module then). */
export default function TargetYearsScreen({
  list,
  loginId,
  fourEyes,
  requests: initialRequests,
  onChanged,
}: ScreenProps) {
  const [requests, setRequests] = useState(initialRequests);
  const change = useConfirmedChange<PendingTargetYear>(async (pending) => {
    const answer = await pending.send(loginId);
    // 202: the two-person rule holds the creation back until a second operator approves it.
    if ('changeRequest' in answer) {
      setRequests((rs) => [...rs, answer.changeRequest]);
      return requestedMessage(pending.change);
    }
    onChanged();
  });
  const open = (pending: PendingTargetYear) =>
    change.open(fourEyes ? { ...pending, effect: `${pending.effect}${FOUR_EYES_NOTE}`, confirm: '申請する' } : pending);
  const decided = (request: AdminChangeRequest) => {
    setRequests((rs) => rs.filter((r) => r.id !== request.id));
    if (request.state === 'approved') onChanged();
  };

  return (
    <>
      <p>
        対象年度は4月～翌年3月で、証書は翌年6月末まで利用できます。作成できる対象年度：
        <span data-testid="target-years-creatable">{`${list.creatable.min}～${list.creatable.max}年度`}</span>
        （最も古い対象年度から、業務日付の年度の2年後まで。既にある年度を除く）
      </p>
      {change.done && (
        <Alert variant="success" role="status">
          {change.done}
        </Alert>
      )}
      {!change.pending && <FormAlert message={change.message} />}
      <Table size="sm" className="admin-table" data-testid="target-years-table">
        <thead>
          <tr>
            <th scope="col">対象年度</th>
            <th scope="col">期間</th>
            <th scope="col">証書の利用期限</th>
            <th scope="col">価格帯（円/kWh）</th>
          </tr>
        </thead>
        <tbody>
          {list.targetYears.map((y) => (
            <tr key={y.fiscalYear} data-testid={`target-year-${y.fiscalYear}`}>
              <td>{`${y.fiscalYear}年度`}</td>
              <td className="text-nowrap">{`${formatDate(y.startDate)}～${formatDate(y.endDate)}`}</td>
              <td>{formatDate(y.usableUntil)}</td>
              <td>
                {y.priceBands.map((b) => `商品${b.productCd} ${price(b.minPrice)}～${price(b.maxPrice)}`).join('、')}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {fourEyes && (
        <ChangeRequests
          requests={requests}
          loginId={loginId}
          onDecided={decided}
          heading="対象年度の承認待ちの申請（二人承認）"
          headingId="target-year-requests-heading"
        />
      )}
      <TargetYearForm onRequest={open} />
      <ChangeDialog {...change.dialog} />
    </>
  );
}
