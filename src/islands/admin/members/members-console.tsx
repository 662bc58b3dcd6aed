import { lazy, Suspense, useState } from 'react';
import type { AdminMember } from '@/lib/schemas/admin-members';
import Alert from 'react-bootstrap/Alert';
import { FormAlert } from '../../auth/form-parts';
import { ChangeDialog } from '../change-dialog';
import { Loaded, useConsoleQuery } from '../console-query';
import { useConfirmedChange } from '../use-confirmed-change';
import { MemberCard } from './member-card';
import type { PendingChange } from './member-changes';

/* The create forms (and react-hook-form with them) are fetched with the list, not with the page. */
const CreateMemberForm = lazy(async () => ({ default: (await import('./create-member-form')).CreateMemberForm }));
const CreateUserForm = lazy(async () => ({ default: (await import('./create-user-form')).CreateUserForm }));

/** A temporary password, on screen until dismissed or the next change: the server never shows it again. */
interface IssuedPassword {
  loginId: string;
  temporaryPassword: string;
}

/** 会員とユーザー: the list through the API, then every change after a confirmation saying what it does. */
export default function MembersConsole({ loginId }: { loginId: string }) {
  const list = useConsoleQuery('GET /api/admin/members', loginId);
  return <Loaded state={list}>{(answer) => <Members initial={answer.members} loginId={loginId} />}</Loaded>;
}

function Members({ initial, loginId }: { initial: AdminMember[]; loginId: string }) {
  const [members, setMembers] = useState(initial);
  const [issued, setIssued] = useState<IssuedPassword>();
  const change = useConfirmedChange<PendingChange>(async (pending) => {
    // Answers carry the member's row, and a temporary password when one was issued.
    const answer = await pending.send(loginId);
    const row = answer.member;
    setMembers((all) =>
      all.some((m) => m.memberNumber === row.memberNumber)
        ? all.map((m) => (m.memberNumber === row.memberNumber ? row : m))
        : [...all, row].sort((a, b) => a.memberNumber.localeCompare(b.memberNumber)),
    );
    if ('temporaryPassword' in answer)
      setIssued({ loginId: answer.loginId, temporaryPassword: answer.temporaryPassword });
  });
  const { done } = change;
  const open = (pending: PendingChange) => {
    setIssued(undefined);
    change.open(pending);
  };

  return (
    <div className="admin-members">
      {done && (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      )}
      {issued && (
        <Alert
          variant="warning"
          data-testid="temporary-password"
          onClose={() => setIssued(undefined)}
          dismissible
          closeLabel="閉じる"
        >
          <p className="mb-1">
            {issued.loginId} の仮パスワード：<code className="admin-password">{issued.temporaryPassword}</code>
          </p>
          <p className="mb-0">
            この仮パスワードは再表示できません。本人に安全な方法で伝えてください。初回ログイン時に変更が必要です。
          </p>
        </Alert>
      )}
      {!change.pending && <FormAlert message={change.message} />}

      <div className="admin-member-forms">
        <section className="admin-card" aria-labelledby="new-member-heading">
          <h2 className="h5" id="new-member-heading">
            取引会員の登録
          </h2>
          <Suspense fallback={null}>
            <CreateMemberForm onRequest={open} />
          </Suspense>
        </section>
        <section className="admin-card" aria-labelledby="new-user-heading">
          <h2 className="h5" id="new-user-heading">
            ユーザーの登録
          </h2>
          <Suspense fallback={null}>
            <CreateUserForm members={members} onRequest={open} />
          </Suspense>
        </section>
      </div>

      <h2 className="h5 mt-2 mb-3">取引会員（{members.length}社）</h2>
      {members.length === 0 && <p>取引会員は登録されていません。</p>}
      {members.map((m) => (
        <MemberCard key={m.memberNumber} member={m} onRequest={open} />
      ))}

      <ChangeDialog {...change.dialog} />
    </div>
  );
}
