'use client';

import { useEffect, useRef, useState } from 'react';
import { authErrorMessageKey } from '@/lib/auth/errors';
import { useAppStoreApi } from '@/stores/store-provider';
import { checkSession, completeRedirect, redirectPendingKey } from './sdk/actions';
import { loadAuthKit, type AuthKit } from './sdk/kit';
import { bindSession, httpSessionServer } from './sdk/session';

/** Ask the provider whether the session stands at most this often (panel opens, tab returns). */
const checkEveryMs = 5 * 60 * 1000;

function useLoadedKit(wanted: boolean) {
  const [kit, setKit] = useState<AuthKit | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || kit) return;
    let cancelled = false;
    // Memoized: the session binder and the panel share one SDK instance.
    loadAuthKit().then(
      (loaded) => {
        if (cancelled) return;
        setFailed(false);
        setKit(loaded);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, kit, attempt]);
  return { kit, failed, retry: () => setAttempt((n) => n + 1) };
}

/** The SDK for the open panel's forms (mounted only while the panel is open). */
export function useAuthKit() {
  return useLoadedKit(true);
}

/**
 * The SDK bound to the store, for AuthSessionSync (loaded only once a visitor needs it: see
 * auth-session.tsx): binds once; forces a sign-out with a message when the provider says the
 * account was disabled or the session expired (checked when the panel opens or the tab returns).
 */
export function useSessionBinding(open: boolean): void {
  const store = useAppStoreApi();
  const { kit } = useLoadedKit(true);
  const lastCheck = useRef(0);
  useEffect(() => {
    if (!kit) return;
    const unsubscribe = bindSession(kit, store, httpSessionServer, localStorage);
    if (sessionStorage.getItem(redirectPendingKey)) void completeRedirect(kit).catch(() => undefined);
    return unsubscribe;
  }, [kit, store]);

  useEffect(() => {
    if (!kit) return;
    const check = async () => {
      if (Date.now() - lastCheck.current < checkEveryMs || !kit.auth.currentUser) return;
      lastCheck.current = Date.now();
      const reason = await checkSession(kit);
      if (reason) store.getState().setSignedOut(authErrorMessageKey(reason));
    };
    if (open) void check();
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [kit, open, store]);
}
