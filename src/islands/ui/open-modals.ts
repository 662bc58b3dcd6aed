import { atom } from 'nanostores';

/**
 * The modals open now (react-bootstrap's `.modal` elements), the last one on top. The error
 * snackbars render inside the top one while any is open, so the modal's focus trap lets their
 * 閉じる be reached and pressed (outside the modal they could be seen but not reached).
 */
export const $openModals = atom<readonly HTMLElement[]>([]);

/** Where a snackbar goes: the top open modal, or null for its own place on the page. */
export function topModal(modals: readonly HTMLElement[]): HTMLElement | null {
  return modals.at(-1) ?? null;
}

// The element focused last: a button pressed to send (登録) is disabled while its call runs and the
// browser drops its focus to the body, yet it is what the dialog opened by that call returns to.
// (react-bootstrap's own restoreFocus goes back to the element focused at opening: the body then.)
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
  });
}

/**
 * A modal has just been shown: it goes on top of the open ones, the popover its opener sat in (the
 * phone menu) is closed as the browser's own modal dialog used to close it, and the element marked
 * data-autofocus takes the focus. The answer, called when the modal goes, gives the focus back to
 * the opener (decision 0016).
 */
export function modalShown(modal: HTMLElement): () => void {
  const opener = currentOpener();
  const popover = opener?.closest<HTMLElement>('[popover]');
  if (popover?.matches(':popover-open')) popover.hidePopover();
  $openModals.set([...$openModals.get().filter((m) => m !== modal), modal]);
  // The safe choice first (キャンセル, 閉じる): Enter must never delete or register by accident.
  modal.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  return () => {
    $openModals.set($openModals.get().filter((m) => m !== modal));
    returnFocus(opener);
  };
}

/** The control a modal opening now was opened by: the focused one, else the one focused last. */
function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Gives focus back to the opener after the modal closed. Later in the task, after the owner's
 * update: the opener (入札, 登録) may be disabled until the same update ends the call.
 */
function returnFocus(opener: HTMLElement | null): void {
  if (!opener) return;
  setTimeout(() => {
    const active = document.activeElement;
    // Someone else has placed focus meanwhile (the heading after a deletion): leave it there.
    if (active && active !== document.body && !active.classList.contains('modal')) return;
    const target = reachableOpener(opener);
    if (target.isConnected && !target.matches(':disabled')) target.focus();
  }, 0);
}

/**
 * The opener, or the visible control that opens its popover when the opener sat in one the modal
 * closed: the member button of the phone menu is hidden by then and focus goes back to メニュー.
 */
function reachableOpener(opener: HTMLElement): HTMLElement {
  const popover = opener.closest<HTMLElement>('[popover]');
  if (!popover?.id || opener.checkVisibility()) return opener;
  const invokers = document.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`);
  return [...invokers].find((el) => !popover.contains(el) && el.checkVisibility()) ?? opener;
}
