import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

/** Messages keyed by field name; the first rule a field breaks. */
export type FormErrors = Partial<Record<string, string>>;
/** The form's rules: may load them first (a dynamic import), so a promise. */
export type Validate<V> = (values: V) => Promise<FormErrors>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** The fields that hold text (the ones `register` serves; lists are changed with `update`). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface FieldHandlers {
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
}

/**
 * State of a form of text fields (selects and inputs) without react-hook-form, whose 14 KB gzip
 * the bid forms keep and the other screens do not need. It behaves as those forms did: checked on
 * submit, then again on every change; an invalid submit focuses the first field in error; reset
 * starts afresh. `register` gives a controlled field its value and handlers; a list (the chosen
 * lines) is changed with `update` and its fields take `fieldRef` for the focus.
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

  const register = (name: TextKey<V>, handlers: FieldHandlers = {}) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<FieldElement>) => {
      setValue(name, event.target.value);
      handlers.onChange?.(event);
    },
    onBlur: (event: FocusEvent<FieldElement>) => handlers.onBlur?.(event),
    ref: fieldRef(name),
  });

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
