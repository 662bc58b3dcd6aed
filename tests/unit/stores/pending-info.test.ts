import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $infoMessage, closeInfo, showInfoAfterNavigation, showPendingInfo } from '@/islands/stores/messages';

/** This tab's sessionStorage, as the browser gives it. */
function fakeSessionStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('a message for the next page (the first-login password change)', () => {
  beforeEach(() => {
    (globalThis as { sessionStorage?: Storage }).sessionStorage = fakeSessionStorage();
  });
  afterEach(() => {
    closeInfo();
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
  });

  it('is shown once by the page it was left for', () => {
    showInfoAfterNavigation('パスワードを変更しました。');
    expect($infoMessage.get()).toBeNull();
    showPendingInfo();
    expect($infoMessage.get()).toBe('パスワードを変更しました。');
    closeInfo();
    showPendingInfo();
    expect($infoMessage.get()).toBeNull();
  });
});
