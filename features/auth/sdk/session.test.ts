import { describe, expect, it } from 'vitest';
import { readSessionFlag, sessionFlagKey } from './session';

function storageWith(value: string | null): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return { getItem: (key) => (key === sessionFlagKey ? value : null), setItem: () => undefined, removeItem: () => undefined };
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
