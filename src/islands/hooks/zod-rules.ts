import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/*
 * Resolvers of the shared schemas for the forms whose values are not yet the request (the console's
 * create forms, the API-token form): the schema checks the body the form will send, and a valid
 * form hands on its own values. Loaded with the rules (lazyResolver), never with a page.
 */
export function bodyResolver<V extends FieldValues>(schema: z.ZodType, toBody: (values: V) => unknown): Resolver<V> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>, undefined, {
    raw: true,
  }) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await check(toBody(values) as FieldValues, context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as never }
      : { values, errors: {} };
  };
}
