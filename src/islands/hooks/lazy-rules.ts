import type { Validate } from './use-text-form';

/*
 * Form rules (zod and the shared schemas, about 25 KB gzip) are fetched the first time a form is
 * checked, on the member's first submit or edit, instead of with the page. The checks are async
 * anyway, so a form behaves as with the rules themselves.
 */

/** `load` once; a failed fetch (network) is tried again on the next call instead of failing for good. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** useTextForm rules fetched on the first check (every member form: filters, transfer, issuing, bids). */
export function lazyValidate<V>(load: () => Promise<Validate<V>>): Validate<V> {
  const validate = loadOnce(load);
  return async (values) => (await validate())(values);
}
