/**
 * Spec §8: screens may ignore errors of an instance ("METHOD /path") or override the message
 * shown for an instance and code. Policies stack; the latest registration wins.
 */
export interface ErrorPolicy {
  /** Leave this instance out of the generic message and the error-page redirect. */
  ignore?: boolean;
  /** Message to use instead of the server's or the generic one, by error code. */
  messages?: Record<string, string>;
}

const registry = new Map<string, ErrorPolicy[]>();

/** Returns the function that removes this registration (for an effect's cleanup). */
export function registerErrorPolicy(instance: string, policy: ErrorPolicy): () => void {
  const list = registry.get(instance) ?? [];
  list.push(policy);
  registry.set(instance, list);
  return () => {
    const current = registry.get(instance);
    if (!current) return;
    const next = current.filter((p) => p !== policy);
    if (next.length) registry.set(instance, next);
    else registry.delete(instance);
  };
}

export function isIgnored(instance: string): boolean {
  return (registry.get(instance) ?? []).some((p) => p.ignore);
}

export function overriddenMessage(instance: string, code: string): string | undefined {
  const list = registry.get(instance) ?? [];
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const message = list[i]?.messages?.[code];
    if (message !== undefined) return message;
  }
  return undefined;
}

export function clearErrorPolicies(): void {
  registry.clear();
}
