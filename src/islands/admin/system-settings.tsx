import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { adminCall } from '../../lib/api-client/admin';
import { formatDate } from '../../lib/domain/facility/facility-display';
import { adminSystemStateResponse, type AdminSystemState } from '../../lib/schemas/admin-system';
import { FormAlert } from '../auth/form-parts';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedChange, type ConfirmedChange } from './use-confirmed-change';

/** A change waiting for 実行: what it sends, and what members will see once it takes effect. */
interface PendingChange extends ConfirmedChange {
  path: '/api/admin/system/maintenance' | '/api/admin/system/business-date';
  body: object;
}

const MAINTENANCE_ON: PendingChange = {
  title: 'メンテナンスの開始',
  effect:
    '開始すると、会員の画面はすべてメンテナンス画面に切り替わり、会員APIは503を返します。入札・移転・証書発行などの操作はできなくなり、入力途中の内容は失われることがあります。',
  confirm: '開始する',
  path: '/api/admin/system/maintenance',
  body: { maintenance: true },
  done: 'メンテナンスを開始しました。',
};

const MAINTENANCE_OFF: PendingChange = {
  title: 'メンテナンスの終了',
  effect: '終了すると、会員は画面と会員APIを再び利用できるようになります。',
  confirm: '終了する',
  path: '/api/admin/system/maintenance',
  body: { maintenance: false },
  done: 'メンテナンスを終了しました。',
};

function businessDateChange(date: string | 'today'): PendingChange {
  const shown = date === 'today' ? '暦日（東京の今日の日付）' : formatDate(date);
  return {
    title: '業務日付の変更',
    effect: `業務日付を${shown}にします。会員の画面に表示される業務日付が変わり、入札の受付状態の判定や精算書の支払期日はこの日付を基準に扱われます。`,
    confirm: '変更する',
    path: '/api/admin/system/business-date',
    body: { businessDate: date },
    done: date === 'today' ? '業務日付を暦日に連動させました。' : `業務日付を${shown}に設定しました。`,
  };
}

/** Maintenance and the business date, each applied only after a confirmation saying what members will see. */
export default function SystemSettings({ initial, loginId }: { initial: AdminSystemState; loginId: string }) {
  const [state, setState] = useState(initial);
  const [date, setDate] = useState(initial.businessDate);
  const change = useConfirmedChange<PendingChange>(async (pending) => {
    const next = await adminCall('PUT', pending.path, {
      body: pending.body,
      loginId,
      response: adminSystemStateResponse,
    });
    setState(next);
    setDate(next.businessDate);
  });
  const { open, done } = change;

  return (
    <div className="admin-system">
      {done && (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      )}
      {!change.pending && <FormAlert message={change.message} />}

      <section className="admin-card" aria-labelledby="maintenance-heading">
        <h2 className="h5" id="maintenance-heading">
          メンテナンス
        </h2>
        <p data-testid="maintenance-state">
          現在：{state.maintenance ? 'メンテナンス中（会員画面は停止中）' : 'なし（会員画面を公開中）'}
        </p>
        <Button
          variant={state.maintenance ? 'dark' : 'danger'}
          onClick={() => open(state.maintenance ? MAINTENANCE_OFF : MAINTENANCE_ON)}
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
            open(businessDateChange(date));
          }}
        >
          <Form.Group controlId="admin-business-date">
            <Form.Label>新しい業務日付</Form.Label>
            <Form.Control type="date" required value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          </Form.Group>
          <Button type="submit" variant="dark">
            業務日付を設定する
          </Button>
          <Button variant="outline-secondary" onClick={() => open(businessDateChange('today'))}>
            暦日に戻す
          </Button>
        </Form>
      </section>

      <ConfirmDialog {...change.dialog} />
    </div>
  );
}
