// Accounts against the real Firebase Auth emulator: client flows through features/auth/sdk, the
// server verifier in lib/auth, forced sign-out and account deletion. One emulator for the file.
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { authErrorCode, presentAuthError } from '@/lib/auth/errors';
import { adminAuth } from '@/lib/auth/admin';
import { deleteAccount } from '@/lib/auth/account-deletion';
import { createSessionCookie, verifyIdToken, verifySessionCookie } from '@/lib/auth/verify';
import { requestUser, withUser } from '@/lib/auth/with-user';
import { closeDb, getDb, openDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';
import { customers, orders } from '@/lib/db/schema';
import * as actions from '@/features/auth/sdk/actions';
import { loadPasswordPolicy } from '@/features/auth/sdk/password-policy';
import { bindSession, readSessionFlag, type SessionServer } from '@/features/auth/sdk/session';
import { createAccountSlice, type AccountSlice } from '@/stores/slices/account';
import { createRateLimiter, setRateLimiter } from '@/lib/rate-limit';
import {
  clientKit,
  oobCodes,
  resetLikeThePanel,
  signUpLikeThePanel,
  startEmulator,
  uniqueEmail,
  type Emulator,
} from './emulator';

let emulator: Emulator;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  emulator = await startEmulator();
  process.env.SITE_URL = 'http://localhost:3000';
  // A sign-up with a taken address mails its owner through the outbox (.eml files here).
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gs-auth-emulator-'));
  resetEnvCache();
  // Opened now: PGlite takes ~30 s on a busy machine, longer than one test may.
  await getDb();
  // Many sign-ups from one address: the limits have their own tests (auth-routes.test.ts).
  setRateLimiter(createRateLimiter({ disabled: true }));
}, 240_000);

afterAll(async () => {
  await Promise.allSettled(closers.map((c) => c()));
  await emulator?.stop();
  await closeDb();
});

function client() {
  const c = clientKit(emulator);
  closers.push(c.close);
  return c.kit;
}

async function signedUpClient(password = 'correct-horse-1') {
  const kit = client();
  const email = uniqueEmail('user');
  const user = await signUpLikeThePanel(kit, email, password, 'Ada Lovelace');
  return { kit, email, password, user };
}

async function codeOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => authErrorCode(error),
  );
}

describe('email and password', () => {
  it('signs up with a display name and sends a verification email', async () => {
    const { kit, email, user } = await signedUpClient();
    expect(kit.auth.currentUser?.uid).toBe(user.uid);
    expect(user.displayName).toBe('Ada Lovelace');
    expect(user.emailVerified).toBe(false);
    const codes = await oobCodes(emulator);
    expect(codes.some((c) => c.email === email && c.requestType === 'VERIFY_EMAIL')).toBe(true);
  });

  it('creates no second account with the same email (and the route does not say it exists)', async () => {
    const { email, user } = await signedUpClient();
    // The route answered like a new sign-up; signing in with the new password then fails.
    expect(await codeOf(signUpLikeThePanel(client(), email, 'another-pass-2'))).toBe('invalid-credential');
    expect((await adminAuth().getUserByEmail(email)).uid).toBe(user.uid);
  });

  it('signs in with the right password', async () => {
    const { email, password, user } = await signedUpClient();
    const kit = client();
    const credential = await actions.signInWithEmail(kit, email, password);
    expect(credential.user.uid).toBe(user.uid);
  });

  it('answers a wrong password and an unknown email alike: invalid-credential, with a message', async () => {
    const { email } = await signedUpClient();
    const wrong = await actions.signInWithEmail(client(), email, 'not-the-password').catch((e: unknown) => e);
    const unknown = await actions
      .signInWithEmail(client(), uniqueEmail('nobody'), 'whatever-1')
      .catch((e: unknown) => e);
    expect(authErrorCode(wrong)).toBe('invalid-credential');
    expect(authErrorCode(unknown)).toBe('invalid-credential');
    expect(presentAuthError(wrong)).toEqual({
      kind: 'message',
      key: 'invalidCredential',
      code: 'invalid-credential',
    });
  });

  it('reads no password policy where the provider has none (sign-up applies its baseline), and the server keeps the default', async () => {
    const kit = client();
    expect(await loadPasswordPolicy(kit)).toBeNull();
    const code = await codeOf(signUpLikeThePanel(kit, uniqueEmail('weak'), '12345'));
    expect(code).toBe('password-does-not-meet-requirements');
    expect(await loadPasswordPolicy(kit, { refresh: true })).toBeNull();
  });

  it('resets a password with the emailed code; the code works once', async () => {
    const { email, password } = await signedUpClient();
    const kit = client();
    await resetLikeThePanel(email);
    const reset = (await oobCodes(emulator))
      .filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET')
      .at(-1);
    expect(reset).toBeDefined();
    await actions.confirmReset(kit, reset!.oobCode, 'brand-new-secret-9');
    expect(await codeOf(actions.confirmReset(kit, reset!.oobCode, 'again-secret-9'))).toBe(
      'invalid-action-code',
    );
    expect(await codeOf(actions.signInWithEmail(client(), email, password))).toBe('invalid-credential');
    expect((await actions.signInWithEmail(client(), email, 'brand-new-secret-9')).user.email).toBe(email);
  });

  it('updates the display name and resends verification', async () => {
    const { kit, email } = await signedUpClient();
    await actions.updateDisplayName(kit, '  Grace Hopper ');
    expect(kit.auth.currentUser?.displayName).toBe('Grace Hopper');
    const before = (await oobCodes(emulator)).filter(
      (c) => c.email === email && c.requestType === 'VERIFY_EMAIL',
    ).length;
    await actions.resendVerification(kit);
    const after = (await oobCodes(emulator)).filter(
      (c) => c.email === email && c.requestType === 'VERIFY_EMAIL',
    ).length;
    expect(after).toBe(before + 1);
  });
});

describe('Google', () => {
  it('signs in with a Google id token through signInWithCredential', async () => {
    const kit = client();
    const email = uniqueEmail('google');
    const fakeIdToken = JSON.stringify({
      sub: `g-${Date.now()}`,
      email,
      email_verified: true,
      name: 'Gia Google',
    });
    const { user } = await kit.sdk.signInWithCredential(
      kit.auth,
      kit.sdk.GoogleAuthProvider.credential(fakeIdToken),
    );
    expect(user.email).toBe(email);
    expect(user.emailVerified).toBe(true);
    expect(user.providerData.map((p) => p.providerId)).toContain('google.com');
    expect(actions.usesPassword(user)).toBe(false);
    const verified = await verifyIdToken(await user.getIdToken());
    expect(verified?.uid).toBe(user.uid);
  });
});

function forgedToken(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid: 'forged' })}.${part(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
}

describe('server verification', () => {
  it('accepts a valid ID token and rejects forged, malformed and foreign-project ones', async () => {
    const { user } = await signedUpClient();
    const token = await user.getIdToken();
    const verified = await verifyIdToken(token, { checkRevoked: true });
    expect(verified).toMatchObject({ uid: user.uid, email: user.email, name: 'Ada Lovelace', via: 'bearer' });

    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect(await verifyIdToken(forgedToken(claims))).toBeNull();
    expect(
      await verifyIdToken(
        forgedToken({ ...claims, aud: 'other-project', iss: 'https://securetoken.google.com/other-project' }),
      ),
    ).toBeNull();
    expect(await verifyIdToken('not.a.token')).toBeNull();
    expect(await verifyIdToken('')).toBeNull();
  });

  it('rejects a revoked token when revocation is checked', async () => {
    const { user } = await signedUpClient();
    const token = await user.getIdToken();
    // Revocation is recorded in whole seconds: let the token's auth_time fall strictly before it.
    await new Promise((r) => setTimeout(r, 1100));
    await adminAuth().revokeRefreshTokens(user.uid);
    expect(await verifyIdToken(token, { checkRevoked: true })).toBeNull();
    // A token minted after the revocation is fine again.
    const fresh = await actions.signInWithEmail(client(), user.email!, 'correct-horse-1');
    expect((await verifyIdToken(await fresh.user.getIdToken(), { checkRevoked: true }))?.uid).toBe(user.uid);
  });

  it('makes a session cookie that verifies, and answers for the request through withUser', async () => {
    const { user } = await signedUpClient();
    const idToken = await user.getIdToken();
    const cookie = await createSessionCookie(idToken);
    expect(cookie).toBeTruthy();
    expect((await verifySessionCookie(cookie!, { checkRevoked: true }))?.uid).toBe(user.uid);
    expect(await verifySessionCookie(`${cookie}x`)).toBeNull();
    expect(await createSessionCookie(forgedToken({ sub: user.uid }))).toBeNull();

    const handler = withUser(async (_req, { user: u }) => Response.json({ uid: u.uid }));
    const url = 'http://localhost:3000/api/thing/';
    const bearer = await handler(new Request(url, { headers: { Authorization: `Bearer ${idToken}` } }), {});
    expect(await bearer.json()).toEqual({ uid: user.uid });
    const viaCookie = await handler(
      new Request(url, { headers: { Cookie: `a=b; __session=${cookie}` } }),
      {},
    );
    expect(await viaCookie.json()).toEqual({ uid: user.uid });
    expect((await handler(new Request(url), {})).status).toBe(401);

    // A cookie rides along on cross-site requests: mutations need our own Origin.
    const post = (origin: string) =>
      new Request(url, { method: 'POST', headers: { Cookie: `__session=${cookie}`, Origin: origin } });
    expect((await handler(post('https://evil.example'), {})).status).toBe(401);
    expect((await handler(post('http://localhost:3000'), {})).status).toBe(200);

    const optional = withUser(async (_req, { user: u }) => Response.json({ uid: u?.uid ?? null }), {
      required: false,
    });
    expect(await (await optional(new Request(url), {})).json()).toEqual({ uid: null });
    expect(await requestUser(new Request(url, { headers: { Authorization: 'Bearer forged' } }))).toBeNull();
  });
});

type TestStore = { getState: () => AccountSlice };
function firebaseStore(): TestStore {
  // The real slice on its own store: the same actions the app store carries.
  return createStore<AccountSlice>()((...a) =>
    createAccountSlice(...(a as unknown as Parameters<typeof createAccountSlice>)),
  );
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('session state', () => {
  it('follows sign-in, token refresh and sign-out, and keeps the server cookie in step', async () => {
    const kit = client();
    const store = firebaseStore();
    const storage = memoryStorage();
    const opened: string[] = [];
    let closed = 0;
    const server: SessionServer = {
      open: async (idToken) => {
        opened.push(idToken);
        return (await createSessionCookie(idToken)) !== null;
      },
      close: async () => void closed++,
    };
    const unsubscribe = bindSession(kit, store, server, storage);
    closers.push(async () => unsubscribe());
    await until(() => store.getState().authStatus === 'signed-out');

    const email = uniqueEmail('session');
    await signUpLikeThePanel(kit, email, 'session-pass-1', 'Sam');
    await until(() => store.getState().user?.displayName === 'Sam' && readSessionFlag(storage) !== null);
    expect(store.getState().authStatus).toBe('signed-in');
    expect(store.getState().user).toMatchObject({ email, emailVerified: false, providerIds: ['password'] });
    expect(opened.length).toBeGreaterThanOrEqual(1);
    expect(store.getState().serverSessionAt).not.toBeNull();

    // The SDK only reports a refreshed token that differs, and the emulator's tokens carry their
    // issue time in whole seconds: let a second pass since the sign-in before refreshing.
    await new Promise((r) => setTimeout(r, 1100));
    await kit.auth.currentUser!.getIdToken(true);
    await until(() => store.getState().tokenRefreshedAt !== null);

    await actions.signOut(kit);
    await until(() => store.getState().authStatus === 'signed-out');
    await until(() => closed === 1);
    expect(readSessionFlag(storage)).toBeNull();
  });

  it('forces a sign-out with a reason when the account is disabled', async () => {
    const kit = client();
    const store = firebaseStore();
    const unsubscribe = bindSession(
      kit,
      store,
      { open: async () => true, close: async () => undefined },
      memoryStorage(),
    );
    closers.push(async () => unsubscribe());
    const { user } = await kit.sdk.createUserWithEmailAndPassword(
      kit.auth,
      uniqueEmail('disabled'),
      'disabled-pass-1',
    );
    await until(() => store.getState().authStatus === 'signed-in');
    expect(await actions.checkSession(kit)).toBeNull();

    await adminAuth().updateUser(user.uid, { disabled: true });
    const reason = await actions.checkSession(kit);
    expect(reason).toBe('user-disabled');
    store.getState().setSignedOut('userDisabled');
    await until(() => store.getState().authStatus === 'signed-out');
    expect(kit.auth.currentUser).toBeNull();
    expect(store.getState().signOutReason).toBe('userDisabled');
    // The server refuses the disabled account too, where revocation is checked.
    expect(await verifyIdToken(await user.getIdToken(), { checkRevoked: true })).toBeNull();
  });
});

describe('account deletion', () => {
  it('deletes the user at the provider and unlinks their orders, which stay', async () => {
    const { user } = await signedUpClient();
    const { db, close } = await openDb({ inMemory: true });
    closers.push(close);
    await db
      .insert(customers)
      .values({ id: 'c1', email: 'a@example.com', name: 'A', country: 'IE', userId: user.uid });
    await db.insert(orders).values({
      id: 'o1',
      reference: 'AAAA-0001',
      customerId: 'c1',
      userId: user.uid,
      email: 'a@example.com',
      locale: 'en',
      currency: 'EUR',
      country: 'IE',
      vatMode: 'standard',
      vatRateBp: 2300,
      netTotal: 1000,
      vatTotal: 230,
      grossTotal: 1230,
      tokenHash: 'h',
      tokenSealed: 's',
    });
    await deleteAccount(user.uid, db);
    const [order] = await db.select().from(orders);
    expect(order).toMatchObject({ id: 'o1', userId: null, grossTotal: 1230 });
    const [customer] = await db.select().from(customers);
    expect(customer?.userId).toBeNull();
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
