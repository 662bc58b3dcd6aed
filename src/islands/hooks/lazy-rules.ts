import type { FieldValues, Resolver } from 'react-hook-form';
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

/** A react-hook-form resolver fetched on the first check (the bid, transfer and issuing forms). */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  const resolver = loadOnce(load);
  return async (values, context, options) => (await resolver())(values, context, options);
}

/** useTextForm rules fetched on the first check (the filter forms). */
export function lazyValidate<V>(load: () => Promise<Validate<V>>): Validate<V> {
  const validate = loadOnce(load);
  return async (values) => (await validate())(values);
}
