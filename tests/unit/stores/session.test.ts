import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $apiErrors, setApiError } from '@/islands/stores/api-errors';
import { clearClientState } from '@/islands/stores/clear';
import { $codes, cachedCodes, CODES_STORAGE_KEY, setCodes } from '@/islands/stores/codes';
import {
  $organizationInfo,
  $session,
  $userInfo,
  currentUserId,
  seedSession,
  setSession,
} from '@/islands/stores/session';
import { SESSION } from '../api-client/support/client-harness';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = storage;
  clearClientState();
});
afterEach(() => {
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
});

describe('session store', () => {
  it('derives userInfo, organizationInfo and the user id', () => {
    expect(currentUserId()).toBeUndefined();
    setSession(SESSION);
    expect($userInfo.get()).toEqual(SESSION.userInfo);
    expect($organizationInfo.get()?.organizationName).toBe('非化石電力株式会社');
    expect(currentUserId()).toBe('member01');
  });

  it('seeds from server props only when empty, so a reloaded session is not overwritten', () => {
    seedSession(SESSION);
    const newer = { ...SESSION, organizationInfo: { ...SESSION.organizationInfo, fitParticipation: false } };
    setSession(newer);
    seedSession(SESSION);
    expect($session.get()).toBe(newer);
  });
});

describe('codes store', () => {
  it('keeps the master for the tab and reads it back on the next page', () => {
    const codes = { plantGroupList: [] } as never;
    setCodes(codes);
    expect(storage.getItem(CODES_STORAGE_KEY)).toBe('{"plantGroupList":[]}');
    $codes.set(null);
    expect(cachedCodes()).toEqual({ plantGroupList: [] });
  });
});

describe('clearClientState (logout, 401)', () => {
  it('forgets session, master data and stored errors', () => {
    setSession(SESSION);
    setCodes({ plantGroupList: [] } as never);
    setApiError({ code: 'C_SH_001', message: 'm', instance: 'PUT /x' });
    clearClientState();
    expect($session.get()).toBeNull();
    expect($codes.get()).toBeNull();
    expect(storage.getItem(CODES_STORAGE_KEY)).toBeNull();
    expect($apiErrors.get()).toEqual({});
  });
});
