import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { AdminMember } from '@/lib/schemas/admin-members';
import {
  joined,
  KIND_LABELS,
  lockChange,
  participationChange,
  resetMfaChange,
  resetPasswordChange,
  type PendingChange,
} from './member-changes';
import { useForm } from '../../hooks/use-form';

interface ParticipationValues {
  fit: boolean;
  nonFit: boolean;
}

/** One trading member: its participation (changeable) and its users with what can be done to each. */
export function MemberCard({ member, onRequest }: { member: AdminMember; onRequest: (change: PendingChange) => void }) {
  // `values`, not only defaults: once a change is applied the console reloads the member, and the
  // boxes follow what the server now holds.
  const form = useForm<ParticipationValues>({
    values: { fit: member.fitParticipation, nonFit: member.nonFitParticipation },
  });
  const [fit, nonFit] = form.watch(['fit', 'nonFit']);
  const unchanged = fit === member.fitParticipation && nonFit === member.nonFitParticipation;
  const headingId = `member-${member.memberNumber}`;

  return (
    <section className="admin-card" aria-labelledby={headingId} data-testid={`member-${member.memberNumber}`}>
      <h3 className="h6" id={headingId}>
        {member.memberNumber} {member.name}
      </h3>
      <p className="mb-2">
        {KIND_LABELS[member.kind] ?? member.kind}
        {member.corporateNumber && `（法人番号 ${member.corporateNumber}）`}／FIT市場：
        {joined(member.fitParticipation)}／非FIT市場：{joined(member.nonFitParticipation)}
      </p>
      <Form
        className="admin-inline-form mb-3"
        aria-label={`${member.memberNumber} の参加市場`}
        onSubmit={form.handleSubmit((v) => onRequest(participationChange(member, v.fit, v.nonFit)))}
      >
        <Form.Check type="checkbox" id={`${headingId}-fit`} label="FIT市場に参加" {...form.register('fit')} />
        <Form.Check type="checkbox" id={`${headingId}-non-fit`} label="非FIT市場に参加" {...form.register('nonFit')} />
        <Button type="submit" size="sm" variant="outline-dark" disabled={unchanged}>
          参加市場を変更する
        </Button>
      </Form>
      {member.users.length === 0 ? (
        <p className="mb-0 text-body-secondary">ユーザーは登録されていません。</p>
      ) : (
        <Table size="sm" responsive className="mb-0 align-middle">
          <caption className="visually-hidden">{member.name} のユーザー</caption>
          <thead>
            <tr>
              <th scope="col">ログインID</th>
              <th scope="col">表示名</th>
              <th scope="col">状態</th>
              <th scope="col">二要素認証</th>
              <th scope="col">初回ログイン</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {member.users.map((u) => (
              <tr key={u.loginId} data-testid={`user-${u.loginId}`}>
                <td>{u.loginId}</td>
                <td>{u.displayName}</td>
                <td>{u.locked ? 'ロック中' : '利用可'}</td>
                <td>{u.mfa ? '有効' : '無効'}</td>
                <td>{u.firstLoginPending ? 'パスワード変更待ち' : '済'}</td>
                <td className="admin-user-actions">
                  <Button
                    size="sm"
                    variant="outline-dark"
                    onClick={() => onRequest(lockChange(u))}
                    aria-label={`${u.locked ? 'ロック解除' : 'ロック'}（${u.loginId}）`}
                  >
                    {u.locked ? 'ロック解除' : 'ロック'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-dark"
                    onClick={() => onRequest(resetPasswordChange(u))}
                    aria-label={`パスワード再設定（${u.loginId}）`}
                  >
                    パスワード再設定
                  </Button>
                  {u.mfa && (
                    <Button
                      size="sm"
                      variant="outline-dark"
                      onClick={() => onRequest(resetMfaChange(u))}
                      aria-label={`二要素認証を解除（${u.loginId}）`}
                    >
                      二要素認証を解除
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
