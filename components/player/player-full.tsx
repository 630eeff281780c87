'use client';

import { Download } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, type Ref, type RefObject } from 'react';
import type { PlayerController } from './player-controller';
import { formatDb } from './player-messages';
import type { EngineState } from '@/lib/playback/preview-engine';
import { Waveform } from './waveform';

/** The expanded player: waveform, seek slider, loudness and the (locked) download. */
export function PlayerFull({
  id,
  controller,
  engine,
  seekRef,
  playheadRef,
  draggingRef,
}: {
  id: string;
  controller: PlayerController;
  engine: EngineState;
  seekRef: Ref<HTMLInputElement>;
  playheadRef: Ref<HTMLDivElement>;
  /** True while the pointer holds the seek thumb, so the playhead loop leaves it alone. */
  draggingRef: RefObject<boolean>;
}) {
  const t = useTranslations('player');
  const locale = useLocale();
  const hintId = useId();
  return (
    <div
      id={id}
      className="mt-3 space-y-3"
      data-testid="player-full"
      data-mix-version={engine.version}
      data-exact={engine.exact}
      data-phone-line={engine.phoneLine}
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
          onPointerDown={() => (draggingRef.current = true)}
          onPointerUp={() => (draggingRef.current = false)}
          onChange={(e) => controller.seek(Number(e.currentTarget.value))}
        />
      </label>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          role="switch"
          checked={engine.phoneLine}
          onChange={(e) => controller.engine.setPhoneLine(e.currentTarget.checked)}
          aria-describedby={`${hintId}-phone`}
          data-testid="player-phone-line"
          className="mt-0.5 size-4 shrink-0 accent-accent"
        />
        <span>
          <span className="font-medium">{t('phoneLine')}</span>
          <span id={`${hintId}-phone`} className="block text-xs text-ink-muted">
            {t('phoneLineHint')}
          </span>
        </span>
      </label>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft">
        <p data-testid="player-loudness">
          <span className="font-medium text-ink">{t('loudness')}:</span>{' '}
          {t('lufs', { value: formatDb(engine.lufs, locale) })} ·{' '}
          {t('truePeak', { value: formatDb(engine.truePeakDb, locale) })}
        </p>
        {/* aria-disabled, not disabled: the button stays focusable, so keyboard and screen-reader
            users reach it and hear why it does nothing yet; the hint is visible text for touch. */}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <button
            type="button"
            aria-disabled="true"
            aria-describedby={hintId}
            data-testid="player-download"
            className="btn-secondary inline-flex cursor-not-allowed items-center gap-2 opacity-60"
          >
            <Download aria-hidden className="size-4" />
            <span>{t('download')}</span>
          </button>
          <span id={hintId} className="text-xs text-ink-muted">
            {t('downloadAfterPurchase')}
          </span>
        </div>
      </div>
    </div>
  );
}
