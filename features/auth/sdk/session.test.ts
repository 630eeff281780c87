import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createAccountSlice, type AccountSlice } from '@/stores/slices/account';
import type { AuthKit } from './kit';
import { bindSession, readSessionFlag, sessionFlagKey } from './session';

function storageWith(value: string | null): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (key) => (key === sessionFlagKey ? value : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}

describe('readSessionFlag', () => {
  it('returns a well-formed flag without extra fields', () => {
    const flag = readSessionFlag(storageWith(JSON.stringify({ uid: 'u1', sessionUntil: 42, extra: true })));
    expect(flag).toEqual({ uid: 'u1', sessionUntil: 42 });
  });

  it('ignores a missing, malformed or tampered flag', () => {
    expect(readSessionFlag(storageWith(null))).toBeNull();
    expect(readSessionFlag(storageWith('{oops'))).toBeNull();
    expect(readSessionFlag(storageWith(JSON.stringify({ uid: 7, sessionUntil: 42 })))).toBeNull();
    expect(readSessionFlag(storageWith(JSON.stringify({ uid: 'u1', sessionUntil: '42' })))).toBeNull();
    expect(readSessionFlag(storageWith('"u1"'))).toBeNull();
  });
});

describe('bindSession: a session cookie the server refuses', () => {
  it('marks the server session failed (the orders list says so) and clears it once a retry succeeds', async () => {
    let listener: ((user: unknown) => Promise<void>) | undefined;
    const kit = {
      auth: {},
      sdk: {
        onIdTokenChanged: (_auth: unknown, next: (user: unknown) => Promise<void>) => {
          listener = next;
          return () => undefined;
        },
      },
    } as unknown as AuthKit;
    const store = createStore<AccountSlice>()((...a) =>
      createAccountSlice(...(a as Parameters<typeof createAccountSlice>)),
    );
    const saved = new Map<string, string>();
    const storage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
      removeItem: (k: string) => void saved.delete(k),
    };
    let accept = false;
    bindSession(kit, store, { open: async () => accept, close: async () => undefined }, storage);
    const user = {
      uid: 'u1',
      email: 'a@example.com',
      emailVerified: true,
      displayName: null,
      photoURL: null,
      providerData: [],
      getIdToken: async () => 'token',
    };
    await listener?.(user);
    expect(store.getState().serverSessionAt).toBeNull();
    expect(store.getState().serverSessionFailed).toBe(true);
    accept = true;
    await listener?.(user); // the retry forces a fresh token, which calls the listener again
    expect(store.getState().serverSessionAt).not.toBeNull();
    expect(store.getState().serverSessionFailed).toBe(false);
  });
});
