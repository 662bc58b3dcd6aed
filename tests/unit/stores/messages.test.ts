import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $errorMessages,
  $infoMessage,
  $systemErrors,
  closeErrorSnackbar,
  closeInfo,
  closeSystemError,
  INFO_TIMEOUT_MS,
  pushErrorMessage,
  setMessageTimers,
  showInfo,
  showSystemError,
} from '@/islands/stores/messages';

/** A hand-driven clock: the info snackbar's 5000 ms is checked without waiting. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout: (fn: () => void, ms: number) => {
      pending.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimeout: (h: unknown) => void pending.delete(h as number),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending]) {
        if (t.at <= now) {
          pending.delete(id);
          t.fn();
        }
      }
    },
  };
}

let clock: ReturnType<typeof fakeTimers>;
beforeEach(() => {
  clock = fakeTimers();
  setMessageTimers(clock);
  closeErrorSnackbar();
  closeInfo();
  closeSystemError();
});
afterEach(() => setMessageTimers());

describe('error snackbar', () => {
  it('lists messages once each and never closes by itself', () => {
    pushErrorMessage('a');
    pushErrorMessage('b');
    pushErrorMessage('a');
    clock.advance(60_000);
    expect($errorMessages.get()).toEqual(['a', 'b']);
    closeErrorSnackbar();
    expect($errorMessages.get()).toEqual([]);
  });
});

describe('info snackbar', () => {
  it('closes itself after 5000 ms', () => {
    showInfo('取引会員情報を更新しました。');
    clock.advance(INFO_TIMEOUT_MS - 1);
    expect($infoMessage.get()).toBe('取引会員情報を更新しました。');
    clock.advance(1);
    expect($infoMessage.get()).toBeNull();
  });

  it('restarts the time-out for a new message and stops it on close', () => {
    showInfo('first');
    clock.advance(4000);
    showInfo('second');
    clock.advance(4000);
    expect($infoMessage.get()).toBe('second');
    closeInfo();
    expect($infoMessage.get()).toBeNull();
    showInfo('third');
    clock.advance(INFO_TIMEOUT_MS);
    expect($infoMessage.get()).toBeNull();
  });
});

describe('system error dialog', () => {
  it('collects messages until closed', () => {
    showSystemError('x');
    showSystemError(['x', 'y']);
    expect($systemErrors.get()).toEqual(['x', 'y']);
    closeSystemError();
    expect($systemErrors.get()).toEqual([]);
  });
});
