import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose rules (zod and the shared schemas, about 25 KB gzip) are fetched the first
 * time the form is checked, on the member's first submit or edit, instead of with the page.
 * react-hook-form awaits a resolver, so the form behaves as with the resolver itself.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    // A failed fetch (network) is tried again on the next check instead of failing every check.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
