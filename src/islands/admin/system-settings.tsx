import { useState } from 'react';
import { adminApi, type AdminAnswer } from '../../lib/api-client/admin';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatDate } from '../ui/format';
import { DateField } from '../ui/date-field';
import { toDisplayDate, toIsoDateText } from '../ui/date-text';
import {
  FOUR_EYES_NOTE,
  changeEffect,
  requestedMessage,
  type ConsoleChange,
} from '../../lib/domain/console/console-change';
import type { AdminChangeRequest } from '../../lib/schemas/admin-change-requests';
import type { AdminSystemState } from '../../lib/schemas/admin-system';
import { FormAlert } from '../auth/form-parts';
import { ChangeRequests } from './change-requests/change-requests';
import { useHydrated } from '../hooks/use-hydrated';
import { ChangeDialog } from './change-dialog';
import { allOf, Loaded, useConsoleQuery } from './console-query';
import { useConfirmedChange, type ConfirmedChange } from './use-confirmed-change';

/** A change waiting for 実行: what it sends, and what members will see once it takes effect. */
interface PendingChange extends ConfirmedChange {
  /** Both changes answer alike: the new state, or (two-person rule) the request waiting. */
  send: (loginId: string) => Promise<AdminAnswer<'PUT /api/admin/system/maintenance'>>;
  change: ConsoleChange;
}

function maintenanceChange(on: boolean): PendingChange {
  const change: ConsoleChange = { kind: 'maintenance', params: { maintenance: on } };
  return {
    title: on ? 'メンテナンスの開始' : 'メンテナンスの終了',
    effect: changeEffect(change),
    confirm: on ? '開始する' : '終了する',
    send: (loginId) => adminApi('PUT /api/admin/system/maintenance', { body: { maintenance: on }, loginId }),
    done: on ? 'メンテナンスを開始しました。' : 'メンテナンスを終了しました。',
    change,
  };
}

function businessDateChange(date: string | 'today'): PendingChange {
  const change: ConsoleChange = { kind: 'business-date', params: { businessDate: date === 'today' ? null : date } };
  return {
    title: '業務日付の変更',
    effect: changeEffect(change),
    confirm: '変更する',
    send: (loginId) => adminApi('PUT /api/admin/system/business-date', { body: { businessDate: date }, loginId }),
    done: date === 'today' ? '業務日付を暦日に連動させました。' : `業務日付を${formatDate(date)}に設定しました。`,
    change,
  };
}

/** With the two-person rule on, the confirmation says the change waits, and its button requests it. */
function heldBack(pending: PendingChange, fourEyes: boolean): PendingChange {
  return fourEyes ? { ...pending, effect: `${pending.effect}${FOUR_EYES_NOTE}`, confirm: '申請する' } : pending;
}

interface Props {
  initial: AdminSystemState;
  loginId: string;
  /** The two-person rule (ADMIN_FOUR_EYES) and the requests of this screen's changes waiting under it. */
  fourEyes: boolean;
  requests: AdminChangeRequest[];
}

/** This screen's changes among the two-person rule's requests. */
const SYSTEM_KINDS: readonly string[] = ['maintenance', 'business-date'];

/** Maintenance and the business date through the API, each changed only after a confirmation saying what members will see. */
export default function SystemSettings({ loginId }: { loginId: string }) {
  const loaded = allOf(
    useConsoleQuery('GET /api/admin/dashboard', loginId),
    useConsoleQuery('GET /api/admin/change-requests', loginId),
  );
  return (
    <Loaded state={loaded}>
      {([state, { fourEyes, pending }]) => (
        <SystemSettingsScreen
          initial={{
            businessDate: state.businessDate,
            businessDateFixed: state.businessDateFixed,
            maintenance: state.maintenance,
          }}
          loginId={loginId}
          fourEyes={fourEyes}
          requests={pending.filter((r) => SYSTEM_KINDS.includes(r.kind))}
        />
      )}
    </Loaded>
  );
}

/** The screen once its state has come (exported for the server-HTML test). */
export function SystemSettingsScreen({ initial, loginId, fourEyes, requests: initialRequests }: Props) {
  const hydrated = useHydrated();
  const [state, setState] = useState(initial);
  const [date, setDate] = useState(toDisplayDate(initial.businessDate));
  const [requests, setRequests] = useState(initialRequests);
  const change = useConfirmedChange<PendingChange>(async (pending) => {
    const next = await pending.send(loginId);
    // 202: the two-person rule holds the change back until a second operator approves it.
    if ('changeRequest' in next) {
      setRequests((rs) => [...rs, next.changeRequest]);
      return requestedMessage(pending.change);
    }
    setState(next);
    setDate(toDisplayDate(next.businessDate));
  });
  const open = (pending: PendingChange) => change.open(heldBack(pending, fourEyes));
  const { done } = change;

  const decided = async (request: AdminChangeRequest) => {
    setRequests((rs) => rs.filter((r) => r.id !== request.id));
    if (request.state !== 'approved') return;
    const next = await adminApi('GET /api/admin/dashboard', { loginId });
    setState({
      businessDate: next.businessDate,
      businessDateFixed: next.businessDateFixed,
      maintenance: next.maintenance,
    });
    setDate(toDisplayDate(next.businessDate));
  };

  return (
    <div className="admin-system">
      {done && (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      )}
      {!change.pending && <FormAlert message={change.message} />}

      {fourEyes && <ChangeRequests requests={requests} loginId={loginId} onDecided={decided} />}

      <section className="admin-card" aria-labelledby="maintenance-heading">
        <h2 className="h5" id="maintenance-heading">
          メンテナンス
        </h2>
        <p data-testid="maintenance-state">
          現在：{state.maintenance ? 'メンテナンス中（会員画面は停止中）' : 'なし（会員画面を公開中）'}
        </p>
        <Button
          variant={state.maintenance ? 'dark' : 'danger'}
          disabled={!hydrated}
          onClick={() => open(maintenanceChange(!state.maintenance))}
        >
          {state.maintenance ? 'メンテナンスを終了する' : 'メンテナンスを開始する'}
        </Button>
      </section>

      <section className="admin-card" aria-labelledby="business-date-heading">
        <h2 className="h5" id="business-date-heading">
          業務日付
        </h2>
        <p data-testid="business-date-state">
          現在：{formatDate(state.businessDate)}
          {state.businessDateFixed ? '（固定）' : '（暦日に連動）'}
        </p>
        <Form
          className="admin-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            open(businessDateChange(toIsoDateText(date)));
          }}
        >
          <DateField id="admin-business-date" label="新しい業務日付" required value={date} onChange={setDate} />
          <Button type="submit" variant="dark" disabled={!hydrated}>
            業務日付を設定する
          </Button>
          <Button variant="outline-secondary" disabled={!hydrated} onClick={() => open(businessDateChange('today'))}>
            暦日に戻す
          </Button>
        </Form>
      </section>

      <ChangeDialog {...change.dialog} />
    </div>
  );
}
