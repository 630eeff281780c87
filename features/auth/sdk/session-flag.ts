// The small part of the session every page needs: is there a session flag (or a sign-in
// redirect under way)? Kept apart from the SDK glue so AuthSession can tell without loading it.

export const sessionFlagKey = 'greeting-studio.auth';
/** Set while a Google sign-in goes through a full-page redirect. */
export const redirectPendingKey = 'greeting-studio.auth-redirect';

type SessionFlag = { uid: string; sessionUntil: number };

// A hand-written check instead of a zod schema: this module runs on every page (AuthSession),
// and two fields do not justify shipping zod to visitors who never sign in.
function isSessionFlag(value: unknown): value is SessionFlag {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, sessionUntil } = value as Record<string, unknown>;
  return typeof uid === 'string' && typeof sessionUntil === 'number';
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSessionFlag(storage: KeyValueStorage): SessionFlag | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(sessionFlagKey) ?? 'null');
    return isSessionFlag(value) ? { uid: value.uid, sessionUntil: value.sessionUntil } : null;
  } catch {
    return null;
  }
}

/** A returning signed-in visitor, or one coming back from a sign-in redirect: needs the SDK now. */
export function hasSessionHint(local: KeyValueStorage, session: Pick<Storage, 'getItem'>): boolean {
  return readSessionFlag(local) !== null || session.getItem(redirectPendingKey) !== null;
}
