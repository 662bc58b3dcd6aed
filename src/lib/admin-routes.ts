import type { AdminAccess } from './domain/admin-access';

/** The console's name, in its header and page titles, so nobody takes it for the member screens. */
export const CONSOLE_NAME = '運用管理コンソール';

export interface AdminPage {
  title: string;
  access: AdminAccess;
}

/**
 * Every page under /admin with what it asks of its caller: the middleware decides from this table
 * alone, and the authorization test walks it (a page not listed here answers 404 to everyone).
 */
export const ADMIN_PAGES: Record<string, AdminPage> = {
  '/admin/login': { title: `${CONSOLE_NAME} ログイン`, access: 'entry' },
  '/admin/mfa/setup': { title: '二要素認証の設定', access: 'enrolment' },
  '/admin/password/first-change': { title: '初回パスワード変更', access: 'first-change' },
  '/admin': { title: 'ダッシュボード', access: 'console' },
  '/admin/system': { title: 'メンテナンスと業務日付', access: 'console' },
  '/admin/rounds': { title: '入札回と市場', access: 'console' },
  '/admin/uploads': { title: 'ファイル取込', access: 'console' },
  '/admin/clearing': { title: '約定処理', access: 'console' },
  '/admin/members': { title: '会員とユーザー', access: 'console' },
  '/admin/audit': { title: '監査ログ', access: 'console' },
};

/** The console's menu, in its order; each entry's words are its page's title. */
export const CONSOLE_MENU = [
  '/admin',
  '/admin/rounds',
  '/admin/uploads',
  '/admin/clearing',
  '/admin/system',
  '/admin/members',
  '/admin/audit',
] as const;

export function adminPage(pathname: string): AdminPage | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_PAGES[normalized];
}
