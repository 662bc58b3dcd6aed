import {
  $errorMessages,
  $infoMessage,
  closeErrorSnackbar,
  closeInfo,
  showInfo,
  showPendingInfo,
} from '../stores/messages';

/** A snackbar's box: its messages and a 閉じる button (the markup of ErrorSnackbar/InfoSnackbar). */
function snackbar(doc: Document, kind: 'error' | 'info', messages: readonly string[], close: () => void): HTMLElement {
  const box = doc.createElement('div');
  box.className = `snackbar snackbar-${kind}`;
  const list = doc.createElement(kind === 'error' ? 'ul' : 'p');
  list.className = 'snackbar-messages';
  if (kind === 'error') {
    for (const message of messages) list.append(Object.assign(doc.createElement('li'), { textContent: message }));
  } else list.textContent = messages[0] ?? '';
  const button = Object.assign(doc.createElement('button'), { type: 'button', textContent: '閉じる' });
  button.className = 'btn btn-outline-dark btn-sm snackbar-close';
  button.addEventListener('click', close);
  box.append(list, button);
  return box;
}

/**
 * Spec §2/§9 on a page without React: the amber error snackbar (stays until closed) and the green
 * information snackbar (the store closes it after 5000 ms), from the stores the API client reports to.
 */
export function installSnackbars(doc: Document): void {
  const errorRegion = doc.querySelector<HTMLElement>('[data-error-snackbar]');
  const infoRegion = doc.querySelector<HTMLElement>('[data-info-snackbar]');
  if (!errorRegion || !infoRegion) return;
  // A message the page rendered itself (a form posted without script) goes on with the store's timer.
  const rendered = infoRegion.dataset.info;
  $errorMessages.subscribe((messages) => {
    errorRegion.replaceChildren(...(messages.length ? [snackbar(doc, 'error', messages, closeErrorSnackbar)] : []));
  });
  $infoMessage.subscribe((message) => {
    infoRegion.replaceChildren(...(message ? [snackbar(doc, 'info', [message], closeInfo)] : []));
  });
  if (rendered) showInfo(rendered);
  showPendingInfo();
}
