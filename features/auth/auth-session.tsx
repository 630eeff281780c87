'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { hasSessionHint } from './sdk/session-flag';

type Sync = ComponentType<{ open: boolean }>;

/**
 * Keeps the session in the store on every page (the panel's content mounts only while open).
 * No session flag means signed out, known without loading anything. A flag, a pending sign-in
 * redirect or the sign-in panel opening loads the SDK glue (session binding, sign-in actions,
 * error codes: its own chunk, so other visitors never download it, #9), which then stays
 * mounted for the page's life.
 */
export function AuthSession() {
  const store = useAppStoreApi();
  const open = useAppStore((s) => s.openPanel === 'sign-in');
  // Read once on the client; on the server nothing is rendered either way.
  const [returning] = useState(() => typeof window !== 'undefined' && hasSessionHint(localStorage, sessionStorage));
  const [SessionSync, setSessionSync] = useState<Sync | null>(null);
  const wanted = open || returning;

  useEffect(() => {
    if (!returning && store.getState().authStatus === 'unknown') store.getState().setSignedOut(null);
  }, [returning, store]);

  useEffect(() => {
    if (!wanted || SessionSync) return;
    let cancelled = false;
    // A failed chunk load is tried again the next time the panel opens.
    import('./auth-session-sync').then(
      (m) => !cancelled && setSessionSync(() => m.AuthSessionSync),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, SessionSync]);

  return SessionSync ? <SessionSync open={open} /> : null;
}
