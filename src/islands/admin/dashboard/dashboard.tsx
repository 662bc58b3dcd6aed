import { formatDate } from '@/lib/domain/calendar/jst';
import { groupDigits } from '@/lib/domain/money';
import { Loaded, useConsoleQuery } from '../console-query';
import { ClearingTable } from './clearing-table';
import { RoundTable } from './round-table';

/** ダッシュボード: what `ops status` and `ops list-auctions` read, through GET /api/admin/dashboard. */
export default function Dashboard({ loginId }: { loginId: string }) {
  const dashboard = useConsoleQuery('GET /api/admin/dashboard', loginId);
  return (
    <Loaded state={dashboard}>
      {(d) => (
        <>
          <section className="admin-card" aria-labelledby="system-heading">
            <h2 className="h5" id="system-heading">
              システムの状態
            </h2>
            <dl className="admin-figures">
              <div>
                <dt>業務日付</dt>
                <dd data-testid="business-date">
                  {formatDate(d.businessDate)}
                  <span className="fs-6 fw-normal">{d.businessDateFixed ? '（固定）' : '（暦日に連動）'}</span>
                </dd>
              </div>
              <div>
                <dt>メンテナンス</dt>
                <dd data-testid="maintenance">
                  {d.maintenance ? 'メンテナンス中（会員画面は停止中）' : 'なし（会員画面を公開中）'}
                </dd>
              </div>
            </dl>
          </section>
          {d.fourEyes && (
            <section className="admin-card" aria-labelledby="change-requests-heading">
              <h2 className="h5" id="change-requests-heading">
                承認待ちの申請（二人承認）
              </h2>
              <p data-testid="pending-change-requests">{groupDigits(d.pendingChangeRequests)} 件</p>
              <p className="mb-0">
                承認・却下は <a href="/admin/system">メンテナンスと業務日付</a> と{' '}
                <a href="/admin/clearing">約定処理</a> の画面で行います（申請した運用者は承認できません）。
              </p>
            </section>
          )}
          <RoundTable heading="開催中の回" round={d.currentRound} none="開催中の回はありません。" />
          <RoundTable heading="次の回" round={d.nextRound} none="予定されている回はありません。" />
          <ClearingTable results={d.lastClearing} />
        </>
      )}
    </Loaded>
  );
}
