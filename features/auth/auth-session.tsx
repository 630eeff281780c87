'use client';

import { useAuthSession } from './use-auth-kit';

/** Keeps the session in the store on every page (the panel's content mounts only while open). */
export function AuthSession() {
  useAuthSession();
  return null;
}
