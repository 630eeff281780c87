import type { StateCreator } from 'zustand';
import type { AppState } from '../app-store';

/** The fields of the signed-in user the UI shows; the Firebase SDK keeps the session itself. */
export type SessionUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  providerIds: string[];
};

export type AuthStatus = 'unknown' | 'signed-out' | 'signed-in';

export type AccountSlice = {
  authStatus: AuthStatus;
  user: SessionUser | null;
  /** When the ID token was last refreshed (ms since epoch), for the "token refreshed" state. */
  tokenRefreshedAt: number | null;
  /** When the server's session cookie was last confirmed for this user; null until then. */
  serverSessionAt: number | null;
  /** The server refused or missed the last session cookie request: the orders list says so. */
  serverSessionFailed: boolean;
  /** A message key shown after a forced sign-out (disabled account, expired token). */
  signOutReason: string | null;
  /**
   * The email typed in the sign-in panel, kept while the panel is closed (a closed panel unmounts
   * its content); never the password. Signing in forgets it: it has done its job.
   */
  signInEmailDraft: string;
  setSignInEmailDraft: (email: string) => void;
  setSignedIn: (user: SessionUser) => void;
  setSignedOut: (reason?: string | null) => void;
  setTokenRefreshed: (at: number) => void;
  setServerSession: (at: number) => void;
  setServerSessionFailed: (failed: boolean) => void;
  /** The visitor has read the forced sign-out message. */
  dismissSignOutReason: () => void;
};

export const createAccountSlice: StateCreator<AppState, [], [], AccountSlice> = (set) => ({
  authStatus: 'unknown',
  user: null,
  tokenRefreshedAt: null,
  serverSessionAt: null,
  serverSessionFailed: false,
  signOutReason: null,
  signInEmailDraft: '',
  setSignInEmailDraft: (email) => set({ signInEmailDraft: email }),
  setSignedIn: (user) => set({ authStatus: 'signed-in', user, signOutReason: null, signInEmailDraft: '' }),
  setSignedOut: (reason = null) =>
    set({
      authStatus: 'signed-out',
      user: null,
      serverSessionAt: null,
      serverSessionFailed: false,
      signOutReason: reason,
    }),
  setTokenRefreshed: (at) => set({ tokenRefreshedAt: at }),
  setServerSession: (at) => set({ serverSessionAt: at, serverSessionFailed: false }),
  setServerSessionFailed: (failed) => set({ serverSessionFailed: failed }),
  dismissSignOutReason: () => set({ signOutReason: null }),
});
