'use client';

import { Loader2, Pause, Play, RefreshCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { playWithoutWebAudio } from './fallback-player';
import { ensurePlayer } from './player-handle';
import { PlayerError } from '@/lib/playback/player-error';
import { useControllerSnapshot, usePlayerController } from './use-player';

/**
 * Renders and plays the greeting the store's spec describes. Pressing it again pauses/resumes;
 * after an edit of text or voice it fetches the new version (unchanged text plays from cache).
 */
export function ListenButton({ className, title }: { className?: string; title?: string }) {
  const t = useTranslations('player');
  const store = useAppStoreApi();
  const status = useAppStore((s) => s.player.status);
  const controller = usePlayerController();
  const snapshot = useControllerSnapshot(controller);
  const loaded = snapshot.loadedKey !== null;
  const playing = status === 'playing' && !snapshot.stale;
  const loading = status === 'loading';
  const label = loading
    ? t('loading')
    : playing
      ? t('pause')
      : loaded && snapshot.stale
        ? t('listenChanges')
        : t('listen');
  const Icon = loading ? Loader2 : playing ? Pause : loaded && snapshot.stale ? RefreshCw : Play;

  const onClick = () => {
    const spec = store.getState().spec;
    ensurePlayer(store)
      .then((c) => c.toggle(spec, title ?? t('defaultTitle')))
      .catch((error: unknown) => {
        // No Web Audio: the server mixes the same spec into an MP3 and an <audio> element plays it.
        if (error instanceof PlayerError && error.code === 'unsupported')
          return playWithoutWebAudio(store, spec, title ?? t('defaultTitle'));
        const code = error instanceof PlayerError ? error.code : 'failed';
        store.getState().setPlayer({ status: 'error', errorCode: code, retryAfterSeconds: null });
        return undefined;
      });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-busy={loading}
      data-testid="listen-button"
      data-state={loading ? 'loading' : playing ? 'playing' : 'idle'}
      className={`inline-flex items-center justify-center gap-2 ${className ?? 'btn-primary'}`}
    >
      <Icon aria-hidden className={`size-5 ${loading ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      <span>{label}</span>
    </button>
  );
}
