import { useEffect } from 'react';
import { registerErrorPolicy, type ErrorPolicy } from '../../lib/api-client/error-policy';

/**
 * Spec §8 hook: ignore or re-word errors of one instance while the component is mounted. Apart from
 * useApiError so that a screen sending changes (the console's too) does not load the store of
 * screen errors.
 */
export function useErrorPolicy(instance: string, policy: ErrorPolicy): void {
  const key = JSON.stringify(policy);
  useEffect(() => registerErrorPolicy(instance, JSON.parse(key) as ErrorPolicy), [instance, key]);
}
