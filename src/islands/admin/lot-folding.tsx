import { useState } from 'react';
import { adminApi } from '../../lib/api-client/admin';
import type { AdminYearLots } from '../../lib/schemas/admin-lots';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import { formatDate, groupDigits } from '../ui/format';
import { FormAlert } from '../auth/form-parts';
import { useHydrated } from '../hooks/use-hydrated';
import { ChangeDialog } from './change-dialog';
import { Loaded, useConsoleQuery } from './console-query';
import { useConfirmedChange, type ConfirmedChange } from './use-confirmed-change';
import { newProgressId, useUploadProgress } from './uploads/use-upload-progress';

interface FoldChange extends ConfirmedChange {
  fiscalYear: number;
}

function foldChange(year: AdminYearLots): FoldChange {
  return {
    fiscalYear: year.fiscalYear,
    title: `${year.fiscalYear}年度のロットの統合`,
    effect: `${year.fiscalYear}年度のロット ${groupDigits(year.marketNos.length)} 件（約 ${groupDigits(year.lines)} 行）を保有・明細テーブルへ移し、ロットのテーブルを削除します。一つの処理として行い、途中で失敗した場合は何も変わりません。会員の残高照会・履歴照会は統合中も利用でき、内容は変わりません。`,
    confirm: '統合する',
    done: '',
  };
}

/** ロットの統合: the FIT lots per target year, and folding a closed year's with a confirmation and progress. */
export default function LotFolding({ loginId }: { loginId: string }) {
  const lots = useConsoleQuery('GET /api/admin/lots', loginId);
  return (
    <section className="admin-card" aria-labelledby="lots-heading">
      <h2 className="h5" id="lots-heading">
        FIT約定のロット
      </h2>
      <Loaded state={lots}>
        {({ years }) => <LotFoldingScreen years={years} loginId={loginId} onFolded={lots.reload} />}
      </Loaded>
    </section>
  );
}

interface ScreenProps {
  years: AdminYearLots[];
  loginId: string;
  onFolded: () => void;
}

/** The list once it has come (exported for the server-HTML test). */
export function LotFoldingScreen({ years, loginId, onFolded }: ScreenProps) {
  const hydrated = useHydrated();
  const [progressId, setProgressId] = useState<string | null>(null);
  const progress = useUploadProgress(progressId, loginId);
  const change = useConfirmedChange<FoldChange>(async (pending) => {
    const id = newProgressId();
    setProgressId(id);
    try {
      const result = await adminApi('POST /api/admin/lots/fold', {
        body: { fiscalYear: pending.fiscalYear, progressId: id },
        loginId,
      });
      onFolded();
      return result.message;
    } finally {
      setProgressId(null);
    }
  });

  return (
    <>
      <p>
        FIT約定ごとに作られるロット（保有・明細の子テーブル）です。証書の利用期限を過ぎて約定処理の残っていない年度のロットは、保有・明細テーブルへ統合できます。
      </p>
      {change.done && (
        <Alert variant="success" role="status">
          {change.done}
        </Alert>
      )}
      {!change.pending && <FormAlert message={change.message} />}
      {years.length === 0 ? (
        <p data-testid="lots-empty">ロットはありません。</p>
      ) : (
        <Table size="sm" className="admin-table" data-testid="lots-table">
          <thead>
            <tr>
              <th scope="col">対象年度</th>
              <th scope="col">市場番号</th>
              <th scope="col" className="text-end">
                行数（概数）
              </th>
              <th scope="col">証書の利用期限</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {years.map((y) => (
              <tr key={y.fiscalYear}>
                <td>{`${y.fiscalYear}年度`}</td>
                <td>{y.marketNos.join('、')}</td>
                <td className="text-end">{groupDigits(y.lines)}</td>
                <td>{formatDate(y.usableUntil)}</td>
                <td>
                  {y.closed ? (
                    <Button
                      size="sm"
                      variant="dark"
                      disabled={!hydrated || progressId !== null}
                      onClick={() => change.open(foldChange(y))}
                    >
                      {`${y.fiscalYear}年度のロットを統合する`}
                    </Button>
                  ) : (
                    '利用期間中（統合できません）'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {progressId && (
        <div className="mt-3" role="status" aria-live="polite">
          {progress ? (
            <ProgressBar
              now={progress.total ? Math.round((progress.done * 100) / progress.total) : 0}
              label={`統合中 ${groupDigits(progress.done)} / ${groupDigits(progress.total)}`}
              aria-label={`ロットの統合 ${groupDigits(progress.done)} / ${groupDigits(progress.total)}`}
              data-testid="fold-progress"
            />
          ) : (
            <ProgressBar animated now={100} label="統合中" aria-label="ロットの統合" />
          )}
        </div>
      )}
      <ChangeDialog {...change.dialog} />
    </>
  );
}
