'use client';

import { useEffect, type RefObject } from 'react';
import type { AppState } from '@/stores/app-store';
import { useAppStoreApi } from '@/stores/store-provider';
import { ListenWarmUp } from './listen-warm-up';
import { textStatus } from './script-edit';

/** What the studio would speak now; null while it cannot be spoken (the listen button is disabled then too). */
function speakable(state: AppState) {
  const { spec } = state;
  return spec.voice.id !== '' && textStatus(spec.text).ok ? spec : null;
}

/**
 * Warms the server's cache for the studio's current text once it rests (see ListenWarmUp), from
 * the visitor's first change inside `root` (an input, a choice, a slider) on.
 */
export function useListenWarmUp(root: RefObject<HTMLElement | null>): void {
  const store = useAppStoreApi();
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const warmUp = new ListenWarmUp((input, init) => fetch(input, init));
    warmUp.update(speakable(store.getState()));
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.spec !== previous.spec) warmUp.update(speakable(state));
      if (state.player.status === 'loading' && previous.player.status !== 'loading') warmUp.listened();
    });
    // Capture phase: armed before React's handler updates the store, so that very change counts.
    const arm = () => warmUp.arm();
    element.addEventListener('input', arm, true);
    element.addEventListener('change', arm, true);
    return () => {
      unsubscribe();
      element.removeEventListener('input', arm, true);
      element.removeEventListener('change', arm, true);
      warmUp.dispose();
    };
  }, [store, root]);
}
