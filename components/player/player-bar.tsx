'use client';

import { ChevronDown, ChevronUp, Download, Loader2, Pause, Play, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAppStore, useAppStoreApi } from '../../stores/store-provider';
import { ensurePlayer } from './player-handle';
import { formatTime, usePlayerErrorMessage } from './player-messages';
import { useControllerSnapshot, useEngineState, usePlayerController, usePlayhead } from './use-player';
import { Waveform } from './waveform';

/**
 * The shared player: a mini bar (docked at the bottom on phones, a compact bar under the studio
 * on wider screens) that expands into the full form (seek, time, waveform, loudness). The
 * playhead and time are written straight to the DOM on animation frames, not through the store.
 */
export function PlayerBar() {
  const t = useTranslations('player');
  const store = useAppStoreApi();
  const player = useAppStore((s) => s.player);
  const setExpanded = useAppStore((s) => s.setPlayerExpanded);
  const controller = usePlayerController();
  const snapshot = useControllerSnapshot(controller);
  const engine = useEngineState(controller);
  const error = usePlayerErrorMessage(player.errorCode, player.retryAfterSeconds);
  const fullId = useId();
  const tipId = useId();

  const timeRef = useRef<HTMLSpanElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const seekRef = useRef<HTMLInputElement>(null);
  const playheadRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const duration = engine?.duration ?? player.duration;

  const onFrame = useCallback(
    (position: number) => {
      const fraction = duration > 0 ? Math.min(1, position / duration) : 0;
      if (timeRef.current) timeRef.current.textContent = formatTime(position);
      if (progressRef.current) progressRef.current.style.transform = `scaleX(${fraction})`;
      if (playheadRef.current) playheadRef.current.style.left = `${fraction * 100}%`;
      if (seekRef.current && !dragging.current) {
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

  const bar = (
    <section
      aria-label={t('playerLabel')}
      data-testid="player-bar"
      data-status={player.status}
      data-expanded={player.expanded}
      className="fixed inset-x-0 bottom-0 z-30 max-h-[85dvh] overflow-y-auto border-t border-line bg-paper/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[var(--shadow-panel)] backdrop-blur sm:static sm:mt-4 sm:rounded-card sm:border sm:px-4 sm:py-3 sm:shadow-[var(--shadow-card)]"
    >
      <div className="flex items-center gap-3">
        {player.status === 'error' ? (
          <button
            type="button"
            onClick={retry}
            className="btn-secondary inline-flex shrink-0 items-center gap-2"
          >
            <RotateCcw aria-hidden className="size-4" />
            <span>{t('retry')}</span>
          </button>
        ) : (
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
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className="truncate text-sm font-medium text-ink">
              {player.status === 'error'
                ? t('errorTitle')
                : loading
                  ? t('loading')
                  : (player.title ?? t('defaultTitle'))}
            </p>
            {hasAudio && player.status !== 'error' ? (
              <p className="shrink-0 text-sm text-ink-soft tabular-nums" data-testid="player-time">
                <span ref={timeRef}>0:00</span> /{' '}
                <span data-testid="player-duration">{formatTime(duration)}</span>
              </p>
            ) : null}
          </div>
          {player.status === 'error' ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : (
            <div className="mt-1.5 h-1 overflow-hidden rounded-full bg-line" aria-hidden>
              <div
                ref={progressRef}
                className={`h-full origin-left bg-accent ${loading ? 'w-1/3 animate-pulse motion-reduce:animate-none' : 'w-full'}`}
                style={{ transform: loading ? undefined : 'scaleX(0)' }}
              />
            </div>
          )}
          {snapshot.stale && hasAudio ? <p className="mt-1 text-xs text-ink-muted">{t('stale')}</p> : null}
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
      {player.expanded && controller && engine && hasAudio ? (
        <div
          id={fullId}
          className="mt-3 space-y-3"
          data-testid="player-full"
          data-mix-version={engine.version}
          data-exact={engine.exact}
        >
          <Waveform controller={controller} state={engine} playheadRef={playheadRef} />
          <label className="block">
            <span className="sr-only">{t('seek')}</span>
            <input
              ref={seekRef}
              type="range"
              min={0}
              max={engine.duration}
              step={0.1}
              defaultValue={0}
              data-testid="player-seek"
              className="w-full accent-accent"
              onPointerDown={() => (dragging.current = true)}
              onPointerUp={() => (dragging.current = false)}
              onChange={(e) => controller.seek(Number(e.currentTarget.value))}
            />
          </label>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft">
            <p data-testid="player-loudness">
              <span className="font-medium text-ink">{t('loudness')}:</span>{' '}
              {t('lufs', { value: formatDb(engine.lufs) })} ·{' '}
              {t('truePeak', { value: formatDb(engine.truePeakDb) })}
            </p>
            <span className="group relative inline-flex">
              <button
                type="button"
                disabled
                aria-describedby={tipId}
                title={t('downloadAfterPurchase')}
                className="btn-secondary inline-flex items-center gap-2 opacity-60"
              >
                <Download aria-hidden className="size-4" />
                <span>{t('download')}</span>
              </button>
              <span
                id={tipId}
                role="tooltip"
                className="pointer-events-none absolute right-0 bottom-full mb-2 rounded-control bg-ink px-2 py-1 text-xs whitespace-nowrap text-paper opacity-0 transition-opacity duration-150 group-focus-within:opacity-100 group-hover:opacity-100"
              >
                {t('downloadAfterPurchase')}
              </span>
            </span>
          </div>
        </div>
      ) : null}
    </section>
  );
  return docked ? <Docked expanded={player.expanded}>{bar}</Docked> : bar;
}

/**
 * On phones the bar docks to the bottom of the viewport. It is portalled to <body> because the
 * page transition's transform would otherwise make `position: fixed` relative to the page.
 */
function Docked({ expanded, children }: { expanded: boolean; children: ReactNode }) {
  return (
    <>
      {/* Keeps the end of the page from hiding under the docked bar. */}
      <div aria-hidden className={expanded ? 'h-72' : 'h-20'} />
      {createPortal(children, document.body)}
    </>
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

function formatDb(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '−∞';
}
