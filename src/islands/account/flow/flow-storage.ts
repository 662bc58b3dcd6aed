/*
 * Input → confirm hand-over: the input step's values wait in the tab's sessionStorage, so the
 * confirm step survives a reload and 戻る finds them again. Nothing of it reaches the server
 * until 登録.
 */
function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveFlow(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

/** The stored state if it is there and still has the expected shape (flow-shape.ts). */
export function loadFlow<T>(key: string, isState: (value: unknown) => value is T): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearFlow(key: string): void {
  storage()?.removeItem(key);
}
