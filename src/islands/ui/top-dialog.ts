import { atom } from 'nanostores';

/**
 * The modal dialogs open now, the last one on top. A modal <dialog> sits in the browser's top layer
 * above every z-index and makes the rest of the page inert, so the snackbars render inside the top
 * one while any is open: above its backdrop, and their 閉じる still works (issue 26 §2).
 */
export const $openDialogs = atom<readonly HTMLDialogElement[]>([]);

export function dialogOpened(dialog: HTMLDialogElement): void {
  $openDialogs.set([...$openDialogs.get().filter((d) => d !== dialog), dialog]);
}

export function dialogClosed(dialog: HTMLDialogElement): void {
  $openDialogs.set($openDialogs.get().filter((d) => d !== dialog));
}

/** Where a snackbar goes: the top open dialog, or null for its own place on the page. */
export function topDialog(dialogs: readonly HTMLDialogElement[]): HTMLDialogElement | null {
  return dialogs.at(-1) ?? null;
}

// The element focused last: a button pressed to send (登録) is disabled while its call runs and the
// browser drops its focus to the body, yet it is what the dialog opened by that call returns to.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
  });
}

/** The control a dialog opening now was opened by: the focused one, else the one focused last. */
export function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Gives focus back to the opener after the dialog closed. Later in the task, after the owner's
 * update: the opener (入札, 登録) may be disabled until the same update ends the call.
 */
export function returnFocus(opener: HTMLElement | null): void {
  if (!opener) return;
  setTimeout(() => {
    const active = document.activeElement;
    // Someone else has placed focus meanwhile (the heading after a deletion): leave it there.
    if (active && active !== document.body && !(active instanceof HTMLDialogElement)) {
      if (!active.closest('dialog:not([open])')) return;
    }
    const target = reachableOpener(opener);
    if (target.isConnected && !target.matches(':disabled')) target.focus();
  }, 0);
}

/**
 * The opener, or the visible control that opens its popover when the opener sat in one the dialog
 * closed: showModal() hides open popovers, so the member button of the phone menu is hidden by then
 * and focus goes back to メニュー (decision 0016's focus return).
 */
function reachableOpener(opener: HTMLElement): HTMLElement {
  const popover = opener.closest<HTMLElement>('[popover]');
  if (!popover?.id || opener.checkVisibility()) return opener;
  const invokers = document.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`);
  return [...invokers].find((el) => !popover.contains(el) && el.checkVisibility()) ?? opener;
}
