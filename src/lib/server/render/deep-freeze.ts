/**
 * Freezes a tree of plain data in place. What a cache shares between requests is frozen so that no
 * request can change another's copy.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
