import { installUnhandledErrorRedirect } from '../api-client/unhandled';
import { SYSTEM_NAME } from '../routes';
import {
  allowLeave,
  forbidLeave,
  hasUnsavedInput,
  isLeaveAllowed,
  LEAVE_UNSAVED_QUESTION,
  markSaved,
  markUnsaved,
  UNSAVED_GUARD_ATTRIBUTE,
} from './leave-guard';
import { isInAppNavigation } from './in-app-navigation';

/**
 * Spec §2 browser behaviours for server-rendered pages. The layout marks the body with
 * data-title and data-prevent-reload; everything else is decided here.
 */
export function installPageBehaviours(win: Window): void {
  const doc = win.document;
  doc.title = doc.body.dataset.title || SYSTEM_NAME;

  // Each navigation starts at the top, also when the browser would restore a scroll position.
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
  win.scrollTo(0, 0);

  const inputPage = doc.body.dataset.preventReload === 'true';
  // Typed input in a guarded form marks the page; the app's own links then ask before leaving it.
  doc.addEventListener('input', (event) => {
    const target = event.target as Element | null;
    const guarded = inputPage ? target?.closest('main') : target?.closest(`[${UNSAVED_GUARD_ATTRIBUTE}]`);
    if (guarded) markUnsaved(doc);
  });
  doc.addEventListener('click', (event) => {
    if (!hasUnsavedInput(doc) || !isInAppNavigation(event, win.location)) return;
    if (win.confirm(LEAVE_UNSAVED_QUESTION)) {
      markSaved(doc);
      return;
    }
    event.preventDefault();
  });

  if (inputPage) {
    win.addEventListener('beforeunload', (event) => {
      if (isLeaveAllowed(doc)) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set (deprecated, hence the cast).
      (event as { returnValue: unknown }).returnValue = '';
    });
    // The app's own links and menu ask only with unsaved input (above), in Japanese, and not twice;
    // reloading, closing and leaving the site always warn (spec §2).
    // Listened to on the document, so a click a script has already handled (defaultPrevented) is
    // seen as such. The browser asks beforeunload while it starts following the link, within this
    // task; the next task warns again, in case the link did not leave the page (a download).
    doc.addEventListener('click', (event) => {
      if (!isInAppNavigation(event, win.location)) return;
      allowLeave(doc);
      win.setTimeout(() => forbidLeave(doc), 0);
    });
  }
  // A page restored from the back-forward cache must warn again.
  win.addEventListener('pageshow', () => forbidLeave(doc));

  // Back navigation is blocked by re-pushing the current URL whenever the member goes back.
  win.history.pushState(win.history.state, '', win.location.href);
  win.addEventListener('popstate', () => win.history.pushState(win.history.state, '', win.location.href));

  installUnhandledErrorRedirect(win);
}
