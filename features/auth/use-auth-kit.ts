'use client';

import { useEffect, useRef, useState } from 'react';
import { authErrorMessageKey } from '../../lib/auth/errors';
import { useAppStore, useAppStoreApi } from '../../stores/store-provider';
import { checkSession, completeRedirect, redirectPendingKey } from './sdk/actions';
import { loadAuthKit, type AuthKit } from './sdk/kit';
import { bindSession, httpSessionServer, readSessionFlag } from './sdk/session';

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
 * Mounted on every page: loads the SDK when the panel opens, when a session flag says the visitor
 * is signed in, or after a sign-in redirect; binds it to the store once; and forces a sign-out
 * with a message when the provider says the account was disabled or the session expired.
 */
export function useAuthSession(): void {
  const store = useAppStoreApi();
  const open = useAppStore((s) => s.openPanel === 'sign-in');
  // A session flag or a pending redirect: this visitor needs the SDK now, not on first open.
  const [returning] = useState(
    () =>
      typeof window !== 'undefined' &&
      (readSessionFlag(localStorage) !== null || sessionStorage.getItem(redirectPendingKey) !== null),
  );
  const { kit } = useLoadedKit(open || returning);
  const lastCheck = useRef(0);

  useEffect(() => {
    // No flag: signed out, known without loading anything.
    if (!returning && store.getState().authStatus === 'unknown') store.getState().setSignedOut(null);
  }, [returning, store]);

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
