'use client';

import { ChevronDown, ChevronUp, Loader2, Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { PlayerErrorRow } from './player-error-row';
import { PlayerFull } from './player-full';
import { ensurePlayer } from './player-handle';
import { formatTime } from './player-messages';
import { useDockSpace } from './use-dock-space';
import { useControllerSnapshot, useEngineState, usePlayerController, usePlayhead } from './use-player';

/**
 * The shared player: a mini bar (docked at the bottom on phones, a compact bar under the studio
 * on wider screens) that expands into the full form (seek, time, waveform, loudness). The
 * playhead and time are written straight to the DOM on animation frames, not through the store.
 *
 * Docked, it stays where the studio renders it in the DOM (position: fixed does the docking), so
 * Tab goes from Listen to Play rather than through the footer; the page makes room for it
 * through the CSS variable useDockSpace sets.
 */
export function PlayerBar() {
  const t = useTranslations('player');
  const store = useAppStoreApi();
  const player = useAppStore((s) => s.player);
  const setExpanded = useAppStore((s) => s.setPlayerExpanded);
  const controller = usePlayerController();
  const snapshot = useControllerSnapshot(controller);
  const engine = useEngineState(controller);
  const fullId = useId();

  const timeRef = useRef<HTMLSpanElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const seekRef = useRef<HTMLInputElement>(null);
  const playheadRef = useRef<HTMLDivElement>(null);
  const draggingRef = useRef(false);
  const duration = engine?.duration ?? player.duration;

  const onFrame = useCallback(
    (position: number) => {
      const fraction = duration > 0 ? Math.min(1, position / duration) : 0;
      if (timeRef.current) timeRef.current.textContent = formatTime(position);
      if (progressRef.current) progressRef.current.style.transform = `scaleX(${fraction})`;
      if (playheadRef.current) playheadRef.current.style.left = `${fraction * 100}%`;
      if (seekRef.current && !draggingRef.current) {
        seekRef.current.value = String(position);
        seekRef.current.setAttribute(
          'aria-valuetext',
          t('timeOf', { current: formatTime(position), total: formatTime(duration) }),
        );
      }
    },
    // `expanded` is listed so the seek slider gets the position as soon as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [duration, t, player.expanded],
  );
  usePlayhead(controller, player.status === 'playing', onFrame);

  const docked = useIsPhone();
  const [barElement, setBarElement] = useState<HTMLElement | null>(null);
  useDockSpace(barElement, docked);
  if (player.status === 'idle') return null;

  const playing = player.status === 'playing';
  const loading = player.status === 'loading';
  const hasAudio = engine !== null && engine.status !== 'empty';
  const retry = () => {
    const spec = store.getState().spec;
    void ensurePlayer(store).then((c) => c.listen(spec, player.title ?? t('defaultTitle')));
  };
  const togglePlay = () => {
    if (!controller) return;
    if (playing) controller.pause();
    else controller.play();
  };

  return (
    <section
      ref={setBarElement}
      aria-label={t('playerLabel')}
      data-testid="player-bar"
      data-status={player.status}
      data-expanded={player.expanded}
      className="fixed inset-x-0 bottom-0 z-30 max-h-[85dvh] overflow-y-auto border-t border-line bg-paper/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[var(--shadow-panel)] backdrop-blur sm:static sm:mt-4 sm:rounded-card sm:border sm:px-4 sm:py-3 sm:shadow-[var(--shadow-card)]"
    >
      {player.status === 'error' ? (
        // No expand chevron here: there is nothing to expand until a greeting has loaded.
        <PlayerErrorRow
          code={player.errorCode}
          retryAfterSeconds={player.retryAfterSeconds}
          onRetry={retry}
        />
      ) : (
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={togglePlay}
            disabled={!hasAudio || loading}
            aria-label={playing ? t('pause') : t('play')}
            data-testid="player-toggle"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-paper transition-colors duration-150 hover:bg-accent-strong disabled:opacity-60"
          >
            {loading ? (
              <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
            ) : playing ? (
              <Pause aria-hidden className="size-5" />
            ) : (
              <Play aria-hidden className="size-5 translate-x-px" />
            )}
          </button>
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-2">
              <p className="truncate text-sm font-medium text-ink">
                {loading ? t('loading') : (player.title ?? t('defaultTitle'))}
              </p>
              {hasAudio ? (
                <p className="shrink-0 text-sm text-ink-soft tabular-nums" data-testid="player-time">
                  <span ref={timeRef}>0:00</span> /{' '}
                  <span data-testid="player-duration">{formatTime(duration)}</span>
                </p>
              ) : null}
            </div>
            <div className="mt-1.5 h-1 overflow-hidden rounded-full bg-line" aria-hidden>
              <div
                ref={progressRef}
                className={`h-full origin-left bg-accent ${loading ? 'w-1/3 animate-pulse motion-reduce:animate-none' : 'w-full'}`}
                style={{ transform: loading ? undefined : 'scaleX(0)' }}
              />
            </div>
            {snapshot.stale && hasAudio ? (
              <p className="mt-1 text-xs text-ink-muted" data-testid="player-stale">
                {/* Names the Listen button by the label it shows now ("Listen to changes"). */}
                {t('stale', { label: t('listenChanges') })}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => setExpanded(!player.expanded)}
            aria-expanded={player.expanded}
            aria-controls={fullId}
            aria-label={player.expanded ? t('collapse') : t('expand')}
            data-testid="player-expand"
            disabled={!hasAudio}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-accent transition-colors duration-150 hover:bg-accent-soft disabled:opacity-40"
          >
            {player.expanded ? (
              <ChevronDown aria-hidden className="size-5" />
            ) : (
              <ChevronUp aria-hidden className="size-5" />
            )}
          </button>
        </div>
      )}
      {player.expanded && player.status !== 'error' && controller && engine && hasAudio ? (
        <PlayerFull
          id={fullId}
          controller={controller}
          engine={engine}
          seekRef={seekRef}
          playheadRef={playheadRef}
          draggingRef={draggingRef}
        />
      ) : null}
    </section>
  );
}

const phoneQuery = '(max-width: 639.98px)';

function useIsPhone(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(phoneQuery);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
}
