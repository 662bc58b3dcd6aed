import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { ApiTokenSummary } from '../../../lib/schemas/api-tokens';
import { formatDate, formatDateTime } from '../../ui/format';
import { SCOPE_SHORT_LABELS } from './api-token-labels';

interface Props {
  tokens: readonly ApiTokenSummary[];
  onRevoke: (token: ApiTokenSummary) => void;
}

/** The member's live tokens: what each may do, until when, and when it was last used. */
export function ApiTokenList({ tokens, onRevoke }: Props) {
  if (tokens.length === 0) return <p className="text-body-secondary mb-2">発行済みのAPIトークンはありません。</p>;
  return (
    <div className="table-responsive mb-2">
      <Table size="sm" className="api-token-list align-middle mb-0">
        <caption className="visually-hidden">発行済みのAPIトークン</caption>
        <thead>
          <tr>
            <th scope="col">トークン名</th>
            <th scope="col">権限</th>
            <th scope="col">有効期限</th>
            <th scope="col">最終使用</th>
            <th scope="col">発行日</th>
            <th scope="col">
              <span className="visually-hidden">操作</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((t) => (
            <tr key={t.id}>
              <th scope="row">{t.name}</th>
              <td>{t.scopes.map((s) => SCOPE_SHORT_LABELS[s]).join('・')}</td>
              <td>{formatDate(t.expiresAt)}</td>
              <td>{t.lastUsedAt ? formatDateTime(t.lastUsedAt) : '未使用'}</td>
              <td>{formatDate(t.createdAt)}</td>
              <td>
                <Button variant="outline-danger" size="sm" onClick={() => onRevoke(t)} aria-label={`${t.name}を失効`}>
                  失効
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
