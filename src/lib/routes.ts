import type { HelpTopic } from './glossary';

/** The route table of spec §2: titles and meta flags, read by the middleware, the layout and the menu. */
export const SYSTEM_NAME = '非化石価値取引システム';

export interface RouteMeta {
  title?: string;
  /** No guard at all (not even the system-open check). */
  isClose?: boolean;
  /** Reachable without login. */
  isEntryPoint?: boolean;
  /** The forced first-login password page. */
  isFirstLoginPoint?: boolean;
  /** Warn before unload while authenticated (unsaved input). */
  preventReload?: boolean;
  /** The term the screen's title links to on the help page (the ？ beside it, so a word can be looked up from the screen). */
  help?: HelpTopic;
}

export const ROUTES: Record<string, RouteMeta> = {
  '/': { isEntryPoint: true },
  '/login': { title: SYSTEM_NAME, isEntryPoint: true },
  '/close': { title: 'メンテナンス中', isClose: true },
  '/error': { title: 'エラー', isClose: true },
  '/account/balance': { title: '残高照会', help: { term: 'holding-class' } },
  '/account/history': { title: '履歴照会', help: { term: 'holding-class' } },
  '/account/negotiation/input': { title: '価値移転', preventReload: true, help: { term: 'transfer' } },
  '/account/negotiation/confirm': { title: '価値移転（確認）', preventReload: true },
  '/account/nfc/publish/input': { title: '証書発行', preventReload: true, help: { term: 'issue' } },
  '/account/nfc/publish/confirm': { title: '証書発行（確認）', preventReload: true },
  '/account/nfc/list': { title: '証書一覧', help: { term: 'tracking' } },
  '/account/nfc/report': { title: '報告用資料', help: { term: 'tracking' } },
  '/account/trail/line': { title: '追跡履歴（保有明細）', help: { term: 'holding-class' } },
  '/account/trail/certificate': { title: '追跡履歴（証書）', help: { term: 'tracking' } },
  '/bid/list': { title: '入札照会', help: { round: 'all' } },
  '/bid/result': { title: '約定結果照会', help: { term: 'contract' } },
  '/bid/sell-bid/input': { title: '売り入札', preventReload: true, help: { term: 'biddable' } },
  '/bid/sell-bid/confirm': { title: '売り入札（確認）', preventReload: true },
  '/password/change': { title: 'パスワード変更', preventReload: true },
  '/password/first-change': { title: '初回パスワード変更', isFirstLoginPoint: true, preventReload: true },
  '/settlement': { title: '精算書管理', help: { round: 'settlement' } },
  '/help': { title: '用語集・ヘルプ' },
};

export const HOME_PATH = '/account/balance';
export const FIRST_CHANGE_PATH = '/password/first-change';

/**
 * Where a flow's done view lives once its confirm step succeeded (the confirm URL is replaced, so
 * neither reload nor back lands on 登録 again). The spec's route table names only input and
 * confirm: a done URL is not a page of its own, and requesting it goes where its confirm path goes.
 */
export const DONE_PATHS: Record<string, string> = {
  '/account/nfc/publish/confirm': '/account/nfc/publish/done',
  '/account/negotiation/confirm': '/account/negotiation/done',
  '/bid/sell-bid/confirm': '/bid/sell-bid/done',
};

/** Requested paths rewritten by the landing point: a confirm (or done) step cannot be entered directly. */
export const LANDING_REDIRECTS: Record<string, string> = {
  '/account/nfc/publish/confirm': '/account/nfc/publish/input',
  '/account/negotiation/confirm': '/account/negotiation/input',
  '/bid/sell-bid/input': '/bid/list',
  '/bid/sell-bid/confirm': '/bid/list',
  '/account/nfc/publish/done': '/account/nfc/publish/input',
  '/account/negotiation/done': '/account/negotiation/input',
  '/bid/sell-bid/done': '/bid/list',
};

export function routeMeta(pathname: string): RouteMeta | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES[normalized];
}

export function documentTitle(pathname: string): string {
  return routeMeta(pathname)?.title ?? SYSTEM_NAME;
}

export interface MenuItem {
  label: string;
  href: string;
}
export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

export const MENU: MenuGroup[] = [
  {
    label: '取引管理',
    items: [
      { label: '入札照会', href: '/bid/list' },
      { label: '約定結果照会', href: '/bid/result' },
    ],
  },
  {
    label: '口座管理',
    items: [
      { label: '残高照会', href: '/account/balance' },
      { label: '価値移転', href: '/account/negotiation/input' },
      { label: '証書発行', href: '/account/nfc/publish/input' },
      { label: '証書一覧', href: '/account/nfc/list' },
      { label: '履歴照会', href: '/account/history' },
    ],
  },
  { label: '精算管理', items: [{ label: '精算書管理', href: '/settlement' }] },
  { label: 'ヘルプ', items: [{ label: '用語集・ヘルプ', href: '/help' }] },
];
