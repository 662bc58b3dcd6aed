/**
 * Freezes a tree of plain data in place. What a cache shares between requests is frozen so that no
 * request can change another's copy, and so that its island-props text can be kept with it
 * (island-props-key.ts keeps the text of frozen subtrees only).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
