/**
 * Raised when the engine is handed data that entry validation should have refused. Clearing must not
 * guess with bad data (a wrong volume is a wrong invoice), so it stops and lets the service report it.
 */
export class ClearingInputError extends Error {
  override readonly name = 'ClearingInputError';
}
