import { describe, expect, it } from 'vitest';
import { grantOperator, hasOperatorClaim, revokeOperator, type OperatorAuth } from './operator-claim';

function fakeAuth(claims: Record<string, unknown> | undefined) {
  const state = { claims, revoked: 0 };
  const auth: OperatorAuth = {
    getUserByEmail: (email) =>
      email === 'op@example.com'
        ? Promise.resolve({ uid: 'u1', customClaims: state.claims })
        : Promise.reject(new Error('auth/user-not-found')),
    setCustomUserClaims: (_uid, next) => {
      state.claims = next ?? undefined;
      return Promise.resolve();
    },
    revokeRefreshTokens: () => {
      state.revoked += 1;
      return Promise.resolve();
    },
  };
  return { auth, state };
}

describe('operator claim', () => {
  it('accepts only the literal true', () => {
    expect(hasOperatorClaim({ operator: true })).toBe(true);
    expect(hasOperatorClaim({ operator: 'true' })).toBe(false);
    expect(hasOperatorClaim({ operator: 1 })).toBe(false);
    expect(hasOperatorClaim({ admin: true })).toBe(false);
    expect(hasOperatorClaim(undefined)).toBe(false);
  });

  it('grants by e-mail (normalised) and keeps other claims', async () => {
    const { auth, state } = fakeAuth({ plan: 'pro' });
    await expect(grantOperator(auth, ' OP@example.com ')).resolves.toBe('u1');
    expect(state.claims).toEqual({ plan: 'pro', operator: true });
    expect(state.revoked).toBe(0);
  });

  it('revokes the claim and every session', async () => {
    const { auth, state } = fakeAuth({ operator: true, plan: 'pro' });
    await revokeOperator(auth, 'op@example.com');
    expect(state.claims).toEqual({ plan: 'pro' });
    expect(state.revoked).toBe(1);
    const alone = fakeAuth({ operator: true });
    await revokeOperator(alone.auth, 'op@example.com');
    expect(alone.state.claims).toBeUndefined();
  });

  it('fails for an unknown e-mail', async () => {
    const { auth } = fakeAuth(undefined);
    await expect(grantOperator(auth, 'nobody@example.com')).rejects.toThrow('user-not-found');
  });
});
