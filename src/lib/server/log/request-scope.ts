import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being served, reachable from any code it calls (services, the error body, every
 * log line) without passing it down. Kept on globalThis so the bundled server and a test harness
 * loading the same process see one store.
 */
export interface RequestScope {
  requestId: string;
}

const KEY = Symbol.for('nfc-trading.request-scope');
type Holder = { [KEY]?: AsyncLocalStorage<RequestScope> };

function store(): AsyncLocalStorage<RequestScope> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<RequestScope>();
  return holder[KEY];
}

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return store().run(scope, work);
}

export function currentRequestId(): string | undefined {
  return store().getStore()?.requestId;
}
