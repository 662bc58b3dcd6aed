/**
 * Whether a side-menu entry stands for the current page: the input entry also covers its confirm
 * step, and the bid list covers the sell-bid flow that starts from it.
 */
export function isMenuItemActive(href: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (href === path) return true;
  if (href.endsWith('/input')) return path.startsWith(href.slice(0, -'input'.length));
  return href === '/bid/list' && path.startsWith('/bid/sell-bid/');
}
