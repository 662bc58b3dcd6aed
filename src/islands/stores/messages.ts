import { atom } from 'nanostores';

/** Spec §9: the information snackbar closes itself after 5000 ms; the error snackbar never does. */
export const INFO_TIMEOUT_MS = 5000;

export interface MessageTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const defaultTimers: MessageTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
};
let timers: MessageTimers = defaultTimers;

/** Tests swap the clock; pass nothing to restore the real one. */
export function setMessageTimers(next?: MessageTimers): void {
  timers = next ?? defaultTimers;
}

/** Amber error snackbar: the list of messages it shows. */
export const $errorMessages = atom<string[]>([]);

export function pushErrorMessage(text: string): void {
  const list = $errorMessages.get();
  // Parallel calls failing alike would otherwise stack the same sentence.
  if (!list.includes(text)) $errorMessages.set([...list, text]);
}

export function closeErrorSnackbar(): void {
  $errorMessages.set([]);
}

/** Green information snackbar. */
export const $infoMessage = atom<string | null>(null);
let infoTimer: unknown;

export function showInfo(text: string): void {
  if (infoTimer !== undefined) timers.clearTimeout(infoTimer);
  $infoMessage.set(text);
  infoTimer = timers.setTimeout(() => {
    infoTimer = undefined;
    $infoMessage.set(null);
  }, INFO_TIMEOUT_MS);
}

export function closeInfo(): void {
  if (infoTimer !== undefined) timers.clearTimeout(infoTimer);
  infoTimer = undefined;
  $infoMessage.set(null);
}

const PENDING_INFO_KEY = 'nfc:info-after-navigation';

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * A green message for the page the app is about to open (the first-login password change lands on
 * the balance page): kept in this tab's sessionStorage and shown once by that page's MessageHost.
 */
export function showInfoAfterNavigation(text: string): void {
  tabStorage()?.setItem(PENDING_INFO_KEY, text);
}

/** Shows the message a previous page left for this one, if any, and forgets it. */
export function showPendingInfo(): void {
  const storage = tabStorage();
  const text = storage?.getItem(PENDING_INFO_KEY);
  if (!text) return;
  storage!.removeItem(PENDING_INFO_KEY);
  showInfo(text);
}

/** System error dialog titled Error. */
export const $systemErrors = atom<string[]>([]);

export function showSystemError(messages: string | string[]): void {
  const added = Array.isArray(messages) ? messages : [messages];
  $systemErrors.set([...$systemErrors.get(), ...added.filter((m) => !$systemErrors.get().includes(m))]);
}

export function closeSystemError(): void {
  $systemErrors.set([]);
}
