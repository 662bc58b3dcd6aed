import { useCallback } from 'react';
import {
  get,
  useForm as useHookForm,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** register()'s answer with the control's starting text, for the server's HTML. */
export type ServerRenderedRegistration = UseFormRegisterReturn & { defaultValue?: string };

/**
 * react-hook-form's useForm for every island form. Its register() also hands each text, select or
 * radio control its default value (React's defaultValue), so the page the server renders shows the
 * form's values (the selected year and product, the typed conditions of the URL) before the island
 * hydrates; react-hook-form then owns the values as usual. Only string defaults are handed on: a
 * checkbox's boolean is react-hook-form's to set.
 */
export function useForm<V extends FieldValues>(props: UseFormProps<V>): UseFormReturn<V> {
  const form = useHookForm<V>(props);
  const defaults = typeof props.defaultValues === 'function' ? undefined : props.defaultValues;
  const hookRegister = form.register;
  const register = useCallback(
    <N extends FieldPath<V>>(name: N, options?: RegisterOptions<V, N>): ServerRenderedRegistration => {
      const start: unknown = defaults ? get(defaults, name) : undefined;
      const registration = hookRegister(name, options);
      return typeof start === 'string' ? { ...registration, defaultValue: start } : registration;
    },
    [hookRegister, defaults],
  );
  return { ...form, register: register as UseFormReturn<V>['register'] };
}
