import { allowLeave } from '../browser/leave-guard';
import type { ApiErrorBody } from '../errors/catalogue';

/** Where the client sends the browser. Injected so tests can watch navigation. */
export interface Navigation {
  assign(path: string): void;
  reload(): void;
  pathname(): string;
}

/**
 * What the screens do when an answer calls for it. The client only decides when; the islands pass
 * in what (their stores), and a caller without screens (the public site, a script) keeps the no-ops.
 */
export interface ClientReactions {
  /** The signed-in user's id, sent as X-User-Id. */
  currentUserId(): string | undefined;
  /** An error for the screen that made the call (422, 404 C_SH_002/C_SH_008, hand-overs). */
  showScreenError(error: ApiErrorBody): void;
  /** The call of `instance` answered again: its earlier screen error is stale. */
  clearScreenError(instance: string): void;
  /** 401: forget the member before going to /login. */
  forgetMember(): void;
  /** A generic message for the member (the snackbar). */
  showMessage(text: string): void;
}

const NO_REACTIONS: ClientReactions = {
  currentUserId: () => undefined,
  showScreenError: () => undefined,
  clearScreenError: () => undefined,
  forgetMember: () => undefined,
  showMessage: () => undefined,
};

/**
 * Spec §7: how a Date in a call is written (the browser's own wall-clock reading, without a zone).
 * Injected, not imported: the date module is dayjs, and the plain pages (sign-in, password, the
 * shell's script) make no call with a Date, so they load neither it nor a lazy-loading helper.
 */
export interface DateFormats {
  /** A query's Date: YYYY-MM-DD. */
  localDay(d: Date): string;
  /** A POST/PUT body's Date: YYYY-MM-DDTHH:mm:ss.SSS. */
  localDateTime(d: Date): string;
}

export interface ClientEnv {
  /** Spec §7: base path '/'. Tests point it at a local server. */
  baseURL: string;
  fetch: typeof globalThis.fetch;
  navigation: Navigation;
  sleep(ms: number): Promise<void>;
  readCookie(name: string): string | undefined;
  randomUUID(): string;
  reactions: ClientReactions;
  /** Undefined until a caller that sends Dates configures them (src/islands/api.ts). */
  dateFormats: DateFormats | undefined;
}

const browserNavigation: Navigation = {
  assign(path) {
    if (typeof window === 'undefined') return;
    allowLeave();
    window.location.assign(path);
  },
  reload() {
    if (typeof window === 'undefined') return;
    allowLeave();
    window.location.reload();
  },
  pathname: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
};

function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function defaults(): ClientEnv {
  return {
    baseURL: '/',
    fetch: (...args) => globalThis.fetch(...args),
    navigation: browserNavigation,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    readCookie: readDocumentCookie,
    randomUUID: () => globalThis.crypto.randomUUID(),
    reactions: NO_REACTIONS,
    dateFormats: undefined,
  };
}

let current: ClientEnv = defaults();

export function env(): ClientEnv {
  return current;
}

export function configureApiClient(overrides: Partial<ClientEnv>): void {
  current = { ...current, ...overrides };
}

export function resetApiClient(): void {
  current = defaults();
}

/** Navigation for islands too, so a reload or redirect they trigger is observable in tests. */
export function navigation(): Navigation {
  return current.navigation;
}
