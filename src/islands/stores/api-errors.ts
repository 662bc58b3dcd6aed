import { map } from 'nanostores';
import type { ApiErrorBody } from '../../lib/errors/catalogue';

/**
 * Errors handed to screens (422, 404 C_SH_002/C_SH_008 and per-call hand-overs), keyed by
 * instance "METHOD /path" so a screen shows the one belonging to its own call.
 */
export const $apiErrors = map<Record<string, ApiErrorBody | undefined>>({});

export function setApiError(error: ApiErrorBody): void {
  $apiErrors.setKey(error.instance, error);
}

export function clearApiError(instance: string): void {
  if ($apiErrors.get()[instance] !== undefined) $apiErrors.setKey(instance, undefined);
}

export function clearApiErrors(): void {
  $apiErrors.set({});
}
