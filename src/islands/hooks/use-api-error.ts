import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ApiErrorBody } from '../../lib/errors/catalogue';
import { registerErrorPolicy, type ErrorPolicy } from '../api';
import { $apiErrors } from '../stores/api-errors';

/** The error the client stored for this screen's call ("METHOD /path"), if any. */
export function useApiError(instance: string): ApiErrorBody | undefined {
  return useStore($apiErrors, { keys: [instance] })[instance];
}

/** Spec §8 hook: ignore or re-word errors of one instance while the component is mounted. */
export function useErrorPolicy(instance: string, policy: ErrorPolicy): void {
  const key = JSON.stringify(policy);
  useEffect(() => registerErrorPolicy(instance, JSON.parse(key) as ErrorPolicy), [instance, key]);
}
