// Every /admin/ page's gate: the session cookie's value goes to the operator check, and anyone
// it refuses gets notFound() (a 404, nothing of the back office rendered).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const state: { cookie: string | undefined } = { cookie: undefined };
const seen: (string | null | undefined)[] = [];

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === '__session' && state.cookie ? { value: state.cookie } : undefined) }),
}));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('@/lib/backoffice/with-operator', () => ({
  operatorFromCookie: async (cookie: string | null | undefined) => {
    seen.push(cookie);
    return cookie === 'operator-session' ? { uid: 'op', email: 'op@example.com' } : null;
  },
}));

const { requireOperatorPage } = await import('./require-operator');

beforeEach(() => {
  seen.length = 0;
});

describe('requireOperatorPage', () => {
  it('answers the operator behind the session cookie', async () => {
    state.cookie = 'operator-session';
    await expect(requireOperatorPage()).resolves.toEqual({ uid: 'op', email: 'op@example.com' });
    expect(seen).toEqual(['operator-session']);
  });

  it('is a 404 for a customer and for an anonymous visitor', async () => {
    state.cookie = 'customer-session';
    await expect(requireOperatorPage()).rejects.toThrow('NEXT_NOT_FOUND');
    state.cookie = undefined;
    await expect(requireOperatorPage()).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
