import type { AdminAccess } from '../domain/admin-access';
import type { ApiOperation } from './api-operations';
import { authLoginRequest, passwordUpdateRequest } from './auth';
import { mfaEnableRequest, mfaLoginRequest, mfaSetupResponse } from './mfa';
import { adminDashboardResponse, adminLoginResponse, adminMfaEnableResponse, adminSessionResponse } from './admin';
import { adminBusinessDateRequest, adminMaintenanceRequest, adminSystemStateResponse } from './admin-system';
import { adminFoldLotsRequest, adminFoldLotsResponse, adminYearLotsResponse } from './admin-lots';
import { adminCreateTargetYearRequest, adminTargetYearResponse, adminTargetYearsResponse } from './admin-target-years';
import {
  adminClearingQuery,
  adminClearingRequest,
  adminClearingResponse,
  adminReofferFitRestsRequest,
  adminReofferFitRestsResponse,
} from './admin-clearing';
import {
  adminCreateMemberRequest,
  adminCreateUserRequest,
  adminLoginIdRequest,
  adminMemberResponse,
  adminMembersResponse,
  adminParticipationRequest,
  adminTemporaryPasswordResponse,
  adminUserLockRequest,
} from './admin-members';
import {
  adminAuctionChangeResponse,
  adminCloseAuctionRequest,
  adminCreateRoundRequest,
  adminOpenAuctionRequest,
  adminRoundResponse,
  adminRoundsResponse,
} from './admin-rounds';
import {
  adminUploadImportRequest,
  adminUploadImportResponse,
  adminUploadPreviewRequest,
  adminUploadPreviewResponse,
  adminUploadProgressQuery,
  uploadProgress,
} from './admin-uploads';
import {
  adminChangeRequestIdRequest,
  adminChangeRequestResponse,
  adminChangeRequestsResponse,
} from './admin-change-requests';
import { adminAuditActionsResponse, adminAuditCsvQuery, adminAuditQuery, adminAuditResponse } from './admin-audit';

export interface AdminApiOperation extends ApiOperation {
  /** Who may call it (see decideAdminAccess); the middleware reads it from here alone. */
  access: AdminAccess;
}

const ADMIN_API_TAG = 'admin';
export const ADMIN_LOGIN_API = '/api/admin/auth/login';
export const ADMIN_LOGIN_MFA_API = '/api/admin/auth/login/mfa';
export const ADMIN_LOGOUT_API = '/api/admin/auth/logout';

/**
 * One operation of the registry. Its literal method, path and schemas are kept in the registry's
 * type, so the console's client (src/lib/api-client/admin.ts) is typed from this list alone.
 */
const op = <const O extends Omit<AdminApiOperation, 'tag' | 'authenticated'>>(
  o: O,
): O & Pick<AdminApiOperation, 'tag' | 'authenticated'> => ({
  ...o,
  tag: ADMIN_API_TAG,
  authenticated: o.access !== 'entry',
});

/**
 * Every operation of the operators' console, with the schemas its endpoint validates with and the
 * access the middleware enforces. A path under /api/admin not listed here answers 404 to everyone.
 */
export const ADMIN_API_OPERATIONS = [
  op({
    method: 'post',
    path: ADMIN_LOGIN_API,
    summary: '運用管理コンソール ログイン（パスワード）',
    access: 'entry',
    body: authLoginRequest,
    response: adminLoginResponse,
  }),
  op({
    method: 'post',
    path: ADMIN_LOGIN_MFA_API,
    summary: '運用管理コンソール ログイン（二要素認証の確認コード）',
    access: 'entry',
    body: mfaLoginRequest,
    response: adminSessionResponse,
  }),
  op({ method: 'post', path: ADMIN_LOGOUT_API, summary: '運用管理コンソール ログアウト', access: 'entry' }),
  op({
    method: 'post',
    path: '/api/admin/auth/mfa/setup',
    summary: '二要素認証の設定開始（初回ログイン時に必須。QRコード）',
    access: 'enrolment',
    response: mfaSetupResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/auth/mfa/enable',
    summary: '二要素認証の有効化（リカバリーコード発行。セッションを更新）',
    access: 'enrolment',
    body: mfaEnableRequest,
    response: adminMfaEnableResponse,
  }),
  op({
    method: 'put',
    path: '/api/admin/auth/update-password',
    summary: '初回パスワード変更',
    access: 'first-change',
    body: passwordUpdateRequest,
    response: adminSessionResponse,
  }),
  op({
    method: 'get',
    path: '/api/admin/dashboard',
    summary: 'ダッシュボード（業務日付、メンテナンス状態、開催回、入札件数、直近の約定結果）',
    access: 'console',
    response: adminDashboardResponse,
  }),
  op({
    method: 'put',
    path: '/api/admin/system/maintenance',
    summary: 'メンテナンスの開始・終了（会員画面は /close、会員APIは503。二人承認が有効なら申請を登録して202）',
    access: 'console',
    body: adminMaintenanceRequest,
    response: adminSystemStateResponse,
    accepted: adminChangeRequestResponse,
  }),
  op({
    method: 'put',
    path: '/api/admin/system/business-date',
    summary: '業務日付の設定（today で暦日に連動。二人承認が有効なら申請を登録して202）',
    access: 'console',
    body: adminBusinessDateRequest,
    response: adminSystemStateResponse,
    accepted: adminChangeRequestResponse,
  }),
  op({
    method: 'get',
    path: '/api/admin/system/target-years',
    summary: '対象年度の一覧（期間、証書の利用期限、商品ごとの価格帯）と作成できる対象年度の範囲',
    access: 'console',
    response: adminTargetYearsResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/system/target-years',
    summary:
      '対象年度の作成（ops create-target-year と同じ検証。価格帯は指定しない商品は前年度と同じ。既にあれば409、範囲外は422。二人承認が有効なら申請を登録して202）',
    access: 'console',
    body: adminCreateTargetYearRequest,
    response: adminTargetYearResponse,
    accepted: adminChangeRequestResponse,
  }),
  op({
    method: 'get',
    path: '/api/admin/lots',
    summary: 'FIT約定のロット（対象年度ごとの市場番号・行数、締まった年度か、証書の利用期限）',
    access: 'console',
    response: adminYearLotsResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/lots/fold',
    summary:
      '締まった対象年度のロットを保有・明細テーブルへ統合（一つのトランザクション。統合済みなら何もしない。進捗は progressId で /api/admin/uploads/progress から）',
    access: 'console',
    body: adminFoldLotsRequest,
    response: adminFoldLotsResponse,
  }),
  op({
    method: 'get',
    path: '/api/admin/rounds',
    summary: '入札回と市場の一覧（受付期間、状態、市場ごとの入札件数・入札会員数・買い/売りの入札量。価格は含まない）',
    access: 'console',
    response: adminRoundsResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/rounds',
    summary: '開催回の作成（商品1・2・3の3市場。ops create-round と同じ検証。日時は日本時間）',
    access: 'console',
    body: adminCreateRoundRequest,
    response: adminRoundResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/rounds/open',
    summary:
      '入札受付の開始（ops open と同じ規則。closesAt で締切も変更し、締切済みの市場を再開。約定処理済みなら409）',
    access: 'console',
    body: adminOpenAuctionRequest,
    response: adminAuctionChangeResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/rounds/close',
    summary: '入札受付の締切（ops close と同じ規則。処理中の入札の完了を待って締め切る。受付前なら409）',
    access: 'console',
    body: adminCloseAuctionRequest,
    response: adminAuctionChangeResponse,
  }),
  op({
    method: 'get',
    path: '/api/admin/clearing',
    summary: '約定処理の進捗と結果（実行中の段階、約定価格・約定量、会員別の約定状況、精算書）',
    access: 'console',
    query: adminClearingQuery,
    response: adminClearingResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/clearing',
    summary: '約定処理の開始（ジョブとして実行。約定処理済み・実行中なら409。二人承認が有効なら申請を登録して202）',
    access: 'console',
    body: adminClearingRequest,
    response: adminClearingResponse,
    accepted: adminChangeRequestResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/clearing/reoffer-fit-rests',
    summary:
      '売れ残りの再供給（ops reoffer-fit-rests と同じ。約定処理済みのFIT市場の未再供給の設備別売れ残りを、同じ年度の約定処理前のFIT市場の供給として登録。供給量の登録と同じ確認で、不備は設備ごとに422）',
    access: 'console',
    body: adminReofferFitRestsRequest,
    response: adminReofferFitRestsResponse,
  }),
  op({
    method: 'get',
    path: '/api/admin/change-requests',
    summary: '二人承認の承認待ち申請の一覧（約定処理、業務日付、メンテナンス。古い順）',
    access: 'console',
    response: adminChangeRequestsResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/change-requests/approve',
    summary: '申請の承認（申請者以外の運用者。承認と同時に反映。状態が変わった申請・期限切れは409）',
    access: 'console',
    body: adminChangeRequestIdRequest,
    response: adminChangeRequestResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/change-requests/reject',
    summary: '申請の却下（申請者以外の運用者）',
    access: 'console',
    body: adminChangeRequestIdRequest,
    response: adminChangeRequestResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/change-requests/withdraw',
    summary: '申請の取り下げ（申請した運用者のみ）',
    access: 'console',
    body: adminChangeRequestIdRequest,
    response: adminChangeRequestResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/uploads/preview',
    summary:
      'ファイル取込の確認（FIT供給量・非FIT認定量の CSV を全行検証。先頭行・合計・不備のある行の一覧。何も登録しない）',
    access: 'console',
    body: adminUploadPreviewRequest,
    response: adminUploadPreviewResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/uploads/import',
    summary:
      'ファイル取込（確認済みのファイルを登録。不備があれば422で何も登録しない。同じファイルの再取込は何もしない）',
    access: 'console',
    body: adminUploadImportRequest,
    response: adminUploadImportResponse,
  }),
  op({
    method: 'get',
    path: '/api/admin/uploads/progress',
    summary:
      'ファイル取込の進捗（確認・取込の要求に付けた progressId で。読み込み・行の確認は行数、書き込みは文の数。まだ報告がなければ404）',
    access: 'console',
    query: adminUploadProgressQuery,
    response: uploadProgress,
  }),
  op({
    method: 'get',
    path: '/api/admin/members',
    summary: '取引会員とユーザーの一覧（参加市場、ロック、二要素認証、初回ログイン待ち）',
    access: 'console',
    response: adminMembersResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/members',
    summary: '取引会員の登録（ops create-member と同じ検証）',
    access: 'console',
    body: adminCreateMemberRequest,
    response: adminMemberResponse,
  }),
  op({
    method: 'put',
    path: '/api/admin/members/participation',
    summary: '取引会員のFIT・非FIT市場への参加の変更',
    access: 'console',
    body: adminParticipationRequest,
    response: adminMemberResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/members/users',
    summary: 'ユーザーの登録（仮パスワードはこの応答でのみ表示。初回ログイン時に変更が必要）',
    access: 'console',
    body: adminCreateUserRequest,
    response: adminTemporaryPasswordResponse,
  }),
  op({
    method: 'put',
    path: '/api/admin/members/users/lock',
    summary: 'ユーザーのロック（セッションを終了）・ロック解除（ログイン試行制限も解除）',
    access: 'console',
    body: adminUserLockRequest,
    response: adminMemberResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/members/users/reset-password',
    summary: 'パスワードの再設定（仮パスワードはこの応答でのみ表示。セッションを終了）',
    access: 'console',
    body: adminLoginIdRequest,
    response: adminTemporaryPasswordResponse,
  }),
  op({
    method: 'post',
    path: '/api/admin/members/users/reset-mfa',
    summary: '二要素認証の解除（認証アプリを紛失したユーザー。次回はパスワードのみでログイン）',
    access: 'console',
    body: adminLoginIdRequest,
    response: adminMemberResponse,
  }),
  op({
    method: 'get',
    path: '/api/admin/audit',
    summary: '監査ログ（実行者・操作・会員・期間で絞り込み、新しい順に50件ずつ。after で次のページ）',
    access: 'console',
    query: adminAuditQuery,
    response: adminAuditResponse,
  }),
  op({
    method: 'get',
    path: '/api/admin/audit/csv',
    summary: '監査ログ CSV（絞り込んだ全件。Shift_JIS または BOM 付き UTF-8、CRLF）',
    access: 'console',
    query: adminAuditCsvQuery,
    produces: 'text/csv',
  }),
  op({
    method: 'get',
    path: '/api/admin/audit/actions',
    summary: '監査ログに記録されている操作の一覧（絞り込みの選択肢）',
    access: 'console',
    response: adminAuditActionsResponse,
  }),
] as const satisfies readonly AdminApiOperation[];

/** An operation of the registry as the client names it: `POST /api/admin/rounds`. */
export type AdminOperationKey = {
  [
    I in keyof typeof ADMIN_API_OPERATIONS & number
  ]: `${Uppercase<(typeof ADMIN_API_OPERATIONS)[I]['method']>} ${(typeof ADMIN_API_OPERATIONS)[I]['path']}`;
}[keyof typeof ADMIN_API_OPERATIONS & number];

export function adminOperation(pathname: string): AdminApiOperation | undefined {
  return ADMIN_API_OPERATIONS.find((o: AdminApiOperation) => o.path === pathname);
}
