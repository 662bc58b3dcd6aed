import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { adminApi } from '../../lib/api-client/admin';
import { isApiError } from '../../lib/api-client/api-error';
import { truncateForScreen } from '../../lib/domain/audit/audit-content';
import type { AdminAuditPage } from '../../lib/schemas/admin-audit';
import { placeFieldErrors } from '../hooks/field-errors';
import { FormAlert } from '../auth/form-parts';
import { allOf, Loaded, useConsoleQuery } from './console-query';
import { AuditFilterForm, type AuditFilterValues } from './audit-filter-form';

const API = '/api/admin/audit';

/** Only the filters given: blank fields are left out of the query. */
function queryOf(values: AuditFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
}

/**
 * 監査ログ: the filter form, a server-paged grid (50 rows, newest first) and the CSV of the
 * filtered rows. Pages go forward by the server's cursor; back by the cursors already seen.
 */
export default function AuditLog({ loginId }: { loginId: string }) {
  const loaded = allOf(
    useConsoleQuery('GET /api/admin/audit/actions', loginId),
    useConsoleQuery('GET /api/admin/audit', loginId, {}),
  );
  return (
    <Loaded state={loaded}>
      {([{ actions }, initial]) => <AuditRows actions={actions} initial={initial} loginId={loginId} />}
    </Loaded>
  );
}

function AuditRows({
  actions,
  initial,
  loginId,
}: {
  actions: string[];
  /** The newest page, unfiltered, loaded with the screen. */
  initial: AdminAuditPage;
  loginId: string;
}) {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const [page, setPage] = useState<AdminAuditPage>(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof AuditFilterValues, string>>>({});

  const load = async (query: Record<string, string>, stack: string[]) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const after = stack[stack.length - 1];
      const next = await adminApi('GET /api/admin/audit', { loginId, query: after ? { ...query, after } : query });
      setFilters(query);
      setCursors(stack);
      setPage(next);
      setFieldErrors({});
    } catch (error) {
      if (!isApiError(error)) {
        setMessage('サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。');
        return;
      }
      setMessage(error.message);
      const found: Record<string, string> = {};
      placeFieldErrors(
        error.errors ?? [],
        () => true,
        (field, text) => (found[field] ??= text),
      );
      setFieldErrors(found);
    } finally {
      setBusy(false);
    }
  };

  // The CSV takes the filters of the rows on screen, which the server has already accepted.
  const csvHref = (encoding: 'sjis' | 'utf8') => `${API}/csv?${new URLSearchParams({ ...filters, encoding })}`;

  return (
    <div className="admin-audit">
      <AuditFilterForm
        actions={actions}
        busy={busy}
        fieldErrors={fieldErrors}
        onSearch={(v) => void load(queryOf(v), [])}
      />
      <FormAlert message={message} />
      <section className="admin-card" aria-labelledby="audit-rows-heading" aria-busy={busy}>
        <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
          <h2 className="h5 mb-0 me-auto" id="audit-rows-heading">
            記録（新しい順、{cursors.length + 1}ページ目）
          </h2>
          <a className="btn btn-outline-dark btn-sm" href={csvHref('sjis')} download>
            CSVダウンロード（Shift_JIS）
          </a>
          <a className="btn btn-outline-dark btn-sm" href={csvHref('utf8')} download>
            CSVダウンロード（UTF-8）
          </a>
        </div>
        {page.rows.length === 0 && <p role="status">該当する記録はありません。</p>}
        {page.rows.length > 0 && (
          <Table responsive size="sm" className="admin-table" data-testid="audit-rows">
            <thead>
              <tr>
                <th scope="col">日時</th>
                <th scope="col">実行者</th>
                <th scope="col">操作</th>
                <th scope="col">対象</th>
                <th scope="col">内容</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((r) => (
                <tr key={r.id}>
                  <td className="text-nowrap">{r.at}</td>
                  <td>{r.actor}</td>
                  <td title={r.action}>{r.actionLabel}</td>
                  <td>
                    {r.entity} {r.entityId}
                  </td>
                  <td className="admin-audit-content" title={r.content}>
                    {truncateForScreen(r.content)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <div className="d-flex gap-2">
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={busy || cursors.length === 0}
            onClick={() => void load(filters, cursors.slice(0, -1))}
          >
            前の50件
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={busy || !page.next}
            onClick={() => page.next && void load(filters, [...cursors, page.next])}
          >
            次の50件
          </Button>
        </div>
      </section>
    </div>
  );
}
