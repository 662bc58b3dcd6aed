/**
 * Whether a click is about to follow a link to another page of this app in the same tab: the
 * original single-page design warned only when the member reloaded or left the site, never on its
 * own menu and links. Anything else (another origin, a new tab or window, a download, a jump within
 * the page, a click some script already handled) is not an in-app page change.
 */
export function isInAppNavigation(event: MouseEvent, location: Pick<Location, 'origin' | 'href'>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target as Element | null;
  const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  const here = new URL(location.href);
  const sameDocument = url.pathname === here.pathname && url.search === here.search && url.hash !== '';
  return !sameDocument;
}
