// Keeps the firebase slice and the server's session cookie in step with the SDK's session:
// signed in, token refreshed, signed out. A small flag in localStorage tells the next page load
// that a session exists, so only returning signed-in visitors load the SDK up front.
import type { User } from 'firebase/auth';
import type { AccountSlice, SessionUser } from '@/stores/slices/account';
import type { AuthKit } from './kit';
import { readSessionFlag, sessionFlagKey, type KeyValueStorage } from './session-flag';

export { readSessionFlag, sessionFlagKey } from './session-flag';

/** Renew the server cookie (5 days) once less than a day is left. */
const renewBeforeMs = 24 * 60 * 60 * 1000;
const cookieLifetimeMs = 5 * 24 * 60 * 60 * 1000;

/** The server side of the session: the httpOnly cookie behind /api/auth/session/. */
export type SessionServer = { open: (idToken: string) => Promise<boolean>; close: () => Promise<void> };

export const httpSessionServer: SessionServer = {
  open: async (idToken) => {
    const response = await fetch('/api/auth/session/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    return response.ok;
  },
  close: async () => {
    await fetch('/api/auth/session/', { method: 'DELETE' }).catch(() => undefined);
  },
};

type SessionStore = {
  getState: () => Pick<
    AccountSlice,
    | 'authStatus'
    | 'user'
    | 'signOutReason'
    | 'setSignedIn'
    | 'setSignedOut'
    | 'setTokenRefreshed'
    | 'setServerSession'
    | 'setServerSessionFailed'
  >;
};

export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
    providerIds: user.providerData.map((p) => p.providerId),
  };
}

/** Subscribe the store to the SDK; returns the unsubscribe function. */
export function bindSession(
  kit: AuthKit,
  store: SessionStore,
  server: SessionServer,
  storage: KeyValueStorage,
  now = () => Date.now(),
): () => void {
  return kit.sdk.onIdTokenChanged(kit.auth, async (user) => {
    const state = store.getState();
    if (!user) {
      const wasSignedIn = state.authStatus === 'signed-in' || readSessionFlag(storage) !== null;
      storage.removeItem(sessionFlagKey);
      // Keep a reason set by a forced sign-out that raced ahead of this callback.
      state.setSignedOut(state.signOutReason);
      if (wasSignedIn) await server.close();
      return;
    }
    const next = toSessionUser(user);
    if (state.authStatus === 'signed-in' && state.user?.uid === next.uid) state.setTokenRefreshed(now());
    state.setSignedIn(next);
    const flag = readSessionFlag(storage);
    if (flag?.uid === next.uid && flag.sessionUntil - now() > renewBeforeMs) {
      state.setServerSession(now());
      return;
    }
    let sessionUntil = 0;
    try {
      if (await server.open(await user.getIdToken())) sessionUntil = now() + cookieLifetimeMs;
    } catch {
      // The server cookie serves server pages (orders); the client session still stands, and
      // sessionUntil 0 retries on the next load.
    }
    storage.setItem(sessionFlagKey, JSON.stringify({ uid: next.uid, sessionUntil }));
    if (sessionUntil > 0) state.setServerSession(now());
    else state.setServerSessionFailed(true);
  });
}
