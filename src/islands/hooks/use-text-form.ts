import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

/** Messages keyed by field name; the first rule a field breaks. */
export type FormErrors = Partial<Record<string, string>>;
/** The form's rules: may load them first (a dynamic import), so a promise. */
export type Validate<V> = (values: V) => Promise<FormErrors>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** The fields that hold text (the ones `register` serves; lists are changed with `update`). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** The text at a dotted path ("preferences.0.mode") of the values. */
function textAt(values: unknown, path: string): string {
  const found = path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);
  return typeof found === 'string' ? found : '';
}

/** The values with the text at a dotted path replaced (objects and arrays copied along the way). */
function withTextAt<V>(values: V, path: string, text: string): V {
  const [key, ...rest] = path.split('.');
  const at = values as Record<string, unknown> | unknown[];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(at) ? [...at] : { ...at };
  (copy as Record<string, unknown>)[key!] = rest.length
    ? withTextAt((at as Record<string, unknown>)[key!], rest.join('.'), text)
    : text;
  return copy as V;
}

interface FieldHandlers {
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
}

/**
 * State of a form's text fields (selects and inputs), on the member screens and in the console,
 * without react-hook-form (12 KB gzip on every page that has a form). It behaves as react-hook-form did: checked on submit, then again on
 * every change; an invalid submit focuses the first field in error; reset starts afresh. `register`
 * gives a controlled field its value and handlers, `registerAt` one inside a list
 * ("preferences.0.mode"); a list of rows (the chosen lines) is changed with `update` and its fields
 * take `fieldRef` for the focus; `setError` places a server's message on a field. The bid forms
 * check with zodResolver through bid-resolvers' validateWith.
 */
export function useTextForm<V extends Record<string, unknown>>(initial: V, validate: Validate<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const submitted = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // The latest values even between renders (a change handler that sets two fields).
  const latest = useRef(values);
  const fields = useRef(new Map<string, FieldElement>());

  const check = useCallback(
    async (next: V) => {
      const found = await validate(next);
      // A check that finishes after a newer change must not show stale messages.
      if (latest.current === next) setErrors(found);
      return found;
    },
    [validate],
  );

  /** Any change of the values; checked again at once after the first submit. */
  const update = useCallback(
    (change: (values: V) => V) => {
      const next = change(latest.current);
      latest.current = next;
      setValues(next);
      if (submitted.current) void check(next);
    },
    [check],
  );

  const setValue = useCallback((name: TextKey<V>, value: string) => update((v) => ({ ...v, [name]: value })), [update]);

  /** The ref a field of `path` ("recipientMemberNumber", "lines.0.volume") takes, for the focus. */
  const fieldRef = (path: string) => (element: FieldElement | null) => {
    if (element) fields.current.set(path, element);
    else fields.current.delete(path);
  };

  const register = (name: TextKey<V>, handlers: FieldHandlers = {}) => registerAt(name, handlers);

  /** register for a text field inside a list ("preferences.0.equipmentId"). */
  const registerAt = (path: string, handlers: FieldHandlers = {}) => ({
    name: path,
    value: textAt(values, path),
    onChange: (event: ChangeEvent<FieldElement>) => {
      update((v) => withTextAt(v, path, event.target.value));
      handlers.onChange?.(event);
    },
    onBlur: (event: FocusEvent<FieldElement>) => handlers.onBlur?.(event),
    ref: fieldRef(path),
  });

  /** A message from elsewhere (a 422 answer) on a field, until the next check. */
  const setError = useCallback((path: string, message: string) => {
    setErrors((current) => ({ ...current, [path]: message }));
  }, []);

  const setFocus = (path: string) => fields.current.get(path)?.focus();
  const getValues = useCallback(() => latest.current, []);

  const handleSubmit = (onValid: (values: V) => unknown) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const current = latest.current;
      const found = await check(current);
      const invalid = [...fields.current].filter(([name]) => found[name]).map(([, element]) => element);
      // The first in the page's order, whatever order the fields registered in.
      invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      if (invalid[0]) invalid[0].focus();
      else if (Object.values(found).every((message) => !message)) await onValid(current);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = useCallback((next: V) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    submitted.current = false;
    setSubmitted(false);
  }, []);

  /** Shows the messages of the current values now (conditions from the URL that fail the rules). */
  const trigger = useCallback(async () => {
    await check(latest.current);
  }, [check]);

  return {
    values,
    errors,
    register,
    registerAt,
    setError,
    setValue,
    update,
    fieldRef,
    setFocus,
    getValues,
    handleSubmit,
    reset,
    trigger,
    isSubmitted,
    isSubmitting,
  };
}
