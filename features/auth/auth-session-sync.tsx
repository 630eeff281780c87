'use client';

import { useSessionBinding } from './use-auth-kit';

/** The SDK side of AuthSession, in its own chunk (see auth-session.tsx). */
export function AuthSessionSync({ open }: { open: boolean }) {
  useSessionBinding(open);
  return null;
}
