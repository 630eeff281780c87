// Test kit: the Firebase check replaced, nothing else. "Bearer uid:<id>" stands for a verified ID
// token of <id>; any other token and every session cookie are refused. Use it inside a vi.mock
// factory (which is hoisted, so it imports this module itself):
//   vi.mock('@/lib/auth/verify', async (original) => ({
//     ...(await original<typeof import('@/lib/auth/verify')>()),
//     ...(await import('../api/bearer-uid.test-kit')).bearerUidVerify,
//   }));
import type { AuthUser } from '@/lib/auth/verify';

const user = (uid: string): AuthUser => ({
  uid,
  email: null,
  emailVerified: true,
  name: null,
  picture: null,
  authTime: 0,
  via: 'bearer',
});

export const bearerUidVerify = {
  verifyIdToken: (token: string) => Promise.resolve(token.startsWith('uid:') ? user(token.slice(4)) : null),
  verifySessionCookie: () => Promise.resolve(null),
};
