import type { ApiTokenScope } from '../../../lib/domain/api-token/token-rules';
import type { Option } from '../../ui/option';

/** What each scope lets a member's system do (decision 0023), as the member dialog names it. */
export const SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: '照会（残高・履歴・証書・入札・約定結果・精算書の取得）',
  bid: '入札（入札の登録・削除）',
  account: '口座操作（移転・証書発行）',
};

/** The short names the token list shows. */
export const SCOPE_SHORT_LABELS: Record<ApiTokenScope, string> = {
  read: '照会',
  bid: '入札',
  account: '口座操作',
};

/** The lives a member may choose, up to the one-year limit (API_TOKEN_MAX_DAYS). */
export const EXPIRY_OPTIONS: readonly Option[] = [
  { value: '30', label: '30日' },
  { value: '90', label: '90日' },
  { value: '180', label: '180日' },
  { value: '365', label: '365日（1年）' },
];
export const DEFAULT_EXPIRY_DAYS = '90';

export const API_TOKEN_CREATED = 'APIトークンを発行しました。';
export const API_TOKEN_REVOKED = 'APIトークンを失効させました。';
