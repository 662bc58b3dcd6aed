import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being served, reachable from any code it calls (services, the error body, every
 * log line) without passing it down.
 */
export interface RequestScope {
  requestId: string;
}

const store = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return store.run(scope, work);
}

export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}
