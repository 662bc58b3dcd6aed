import type { FieldValues, Resolver } from 'react-hook-form';

/*
 * Form rules (zod and the shared schemas, about 25 KB gzip) are fetched the first time a form is
 * checked, on the member's first submit or edit, instead of with the page. react-hook-form's
 * resolvers are async anyway, so a form behaves as with the rules themselves.
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

/** A resolver (zodResolver of a shared schema) fetched on the first check: every React form. */
export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>): Resolver<V> {
  const resolver = loadOnce(load);
  return async (values, context, options) => (await resolver())(values, context, options);
}

/**
 * When every form checks (decision 0027): on submit, then again on every change once submitted;
 * an invalid submit focuses the first field in error.
 */
export const CHECK_MODES = { mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true } as const;

/**
 * The member dialog's second-factor forms: checked on their button only (a message stays until the
 * next press) and the focus left where it is, as before.
 */
export const ON_PRESS = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;
