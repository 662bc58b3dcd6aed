import type { ApiError } from '../plain-api';
import { fieldMessages } from '../hooks/field-errors';
import type { PasswordUpdateRequest } from '../../lib/schemas/auth';

type Field = keyof PasswordUpdateRequest;
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Codes that are about one field although the server sends no field list for them. */
const CODE_FIELDS: Record<string, Field> = { C_AU_003: 'currentPassword', C_AU_004: 'newPassword' };

/** Places a 422 answer of update-password on its fields, so each message sits under its input. */
export function serverFieldErrors(error: Pick<ApiError, 'code' | 'message' | 'errors'>): [Field, string][] {
  const listed = fieldMessages(error.errors ?? []).filter((pair): pair is [Field, string] =>
    (FIELDS as readonly string[]).includes(pair[0]),
  );
  if (listed.length) return listed;
  return [[CODE_FIELDS[error.code] ?? 'currentPassword', error.message]];
}
