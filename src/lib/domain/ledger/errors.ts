/**
 * Why the ledger refused a movement. Services map these to API codes (409 for a balance that
 * changed under the user, 422 for a request that can never succeed).
 */
export type LedgerErrorReason =
  | 'EMPTY_ENTRY'
  | 'INVALID_LINE'
  | 'INVALID_VOLUME'
  | 'UNBALANCED'
  | 'INSUFFICIENT_BALANCE'
  | 'NOT_RESERVED'
  | 'FIT_NOT_TRANSFERABLE'
  | 'SELF_TRANSFER'
  | 'WRONG_CLASS';

export interface LedgerError {
  reason: LedgerErrorReason;
  /** For logs and developers; screens take their wording from the error catalogue. */
  message: string;
  /** lineKey() of the offending line, when there is one. */
  lineKey?: string;
  detail?: Readonly<Record<string, number | string>>;
}

export type LedgerResult<T> = { ok: true; value: T } | { ok: false; error: LedgerError };

export function ok<T>(value: T): LedgerResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(
  reason: LedgerErrorReason,
  message: string,
  extra: Omit<LedgerError, 'reason' | 'message'> = {},
): LedgerResult<T> {
  return { ok: false, error: { reason, message, ...extra } };
}
