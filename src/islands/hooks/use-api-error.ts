import { useStore } from '@nanostores/react';
import type { ApiErrorBody } from '../../lib/errors/catalogue';
import { $apiErrors } from '../stores/api-errors';

/** The error the client stored for this screen's call ("METHOD /path"), if any. */
export function useApiError(instance: string): ApiErrorBody | undefined {
  return useStore($apiErrors, { keys: [instance] })[instance];
}
