// Every sign-in operation, written against an AuthKit so the same code runs in the browser and in
// the emulator tests. Errors are the SDK's (FirebaseError with `auth/<code>`); the UI maps them.
import type { User, UserCredential } from 'firebase/auth';
import { authErrorCode, forcedSignOutCodes, type AuthErrorCode } from '@/lib/auth/errors';
import type { AuthKit } from './kit';
// Set before a redirect sign-in, so the next page load knows to pick up the result.
import { redirectPendingKey } from './session-flag';

export { redirectPendingKey } from './session-flag';

export function setLanguage(kit: AuthKit, locale: string): void {
  // Emails (verification, reset) and the provider's pages speak the visitor's language.
  kit.auth.languageCode = locale;
}

export function signInWithEmail(kit: AuthKit, email: string, password: string): Promise<UserCredential> {
  return kit.sdk.signInWithEmailAndPassword(kit.auth, email.trim(), password);
}

/**
 * After the server created the account (POST /api/auth/sign-up/): sign in and send the
 * verification email in the page's language, as a sign-up in the browser would.
 */
export async function completeSignUp(kit: AuthKit, email: string, password: string): Promise<User> {
  const { user } = await kit.sdk.signInWithEmailAndPassword(kit.auth, email.trim(), password);
  // A failed verification email must not fail the sign-up: the account view offers to resend.
  await kit.sdk.sendEmailVerification(user).catch(() => undefined);
  return user;
}

/** Finish a reset from the emailed link's out-of-band code. */
export function confirmReset(kit: AuthKit, oobCode: string, newPassword: string): Promise<void> {
  return kit.sdk.confirmPasswordReset(kit.auth, oobCode, newPassword);
}

/**
 * Google in a popup (the SDK opens it at 500×600); a blocked popup falls back to a full-page
 * redirect. Resolves null when the visitor closed the popup or the page is redirecting.
 */
export async function signInWithGoogle(kit: AuthKit): Promise<UserCredential | null> {
  const provider = new kit.sdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  try {
    return await kit.sdk.signInWithPopup(kit.auth, provider);
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'popup-closed-by-user' || code === 'cancelled-popup-request') return null;
    if (code !== 'popup-blocked') throw error;
    sessionStorage.setItem(redirectPendingKey, '1');
    await kit.sdk.signInWithRedirect(kit.auth, provider);
    return null;
  }
}

export async function completeRedirect(kit: AuthKit): Promise<UserCredential | null> {
  sessionStorage.removeItem(redirectPendingKey);
  return kit.sdk.getRedirectResult(kit.auth);
}

function currentUser(kit: AuthKit): User {
  const user = kit.auth.currentUser;
  if (!user) throw Object.assign(new Error('not signed in'), { code: 'auth/user-token-expired' });
  return user;
}

export async function updateDisplayName(kit: AuthKit, displayName: string): Promise<void> {
  const user = currentUser(kit);
  await kit.sdk.updateProfile(user, { displayName: displayName.trim() });
  await user.getIdToken(true);
}

export function resendVerification(kit: AuthKit): Promise<void> {
  return kit.sdk.sendEmailVerification(currentUser(kit));
}

/** Prove the identity again (before deleting the account): password, or Google for Google users. */
export async function reauthenticate(kit: AuthKit, password: string | null): Promise<void> {
  const user = currentUser(kit);
  if (password !== null && user.email) {
    await kit.sdk.reauthenticateWithCredential(
      user,
      kit.sdk.EmailAuthProvider.credential(user.email, password),
    );
    return;
  }
  await kit.sdk.reauthenticateWithPopup(user, new kit.sdk.GoogleAuthProvider());
}

export function usesPassword(user: Pick<User, 'providerData'>): boolean {
  return user.providerData.some((p) => p.providerId === 'password');
}

/**
 * Ask the provider whether the session still stands (account disabled or token revoked since the
 * last refresh). Returns the reason when it does not; the SDK has then already signed out.
 */
export async function checkSession(kit: AuthKit): Promise<AuthErrorCode | null> {
  const user = kit.auth.currentUser;
  if (!user) return null;
  try {
    await user.reload();
    await user.getIdToken();
    return null;
  } catch (error) {
    const code = authErrorCode(error);
    if (code && forcedSignOutCodes.has(code)) {
      if (kit.auth.currentUser) await kit.sdk.signOut(kit.auth);
      return code;
    }
    return null;
  }
}

export function signOut(kit: AuthKit): Promise<void> {
  return kit.sdk.signOut(kit.auth);
}
