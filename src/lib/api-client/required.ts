import { RequiredError } from './api-error';

/** Spec §5 "Required call parameters": checked in the listed order so the first missing one is named. */
export function requireParams(operation: string, params: object | null | undefined, names: readonly string[]): void {
  const values = (params ?? {}) as Record<string, unknown>;
  for (const name of names) {
    if (values[name] === null || values[name] === undefined) throw new RequiredError(name, operation);
  }
}

/** For body and path arguments, which are named after the request they stand for. */
export function requireValue(operation: string, name: string, value: unknown): void {
  if (value === null || value === undefined) throw new RequiredError(name, operation);
}
