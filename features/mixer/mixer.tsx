'use client';

import { ChevronDown } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
// Straight from the file, not the player's index (see total-length.tsx).
import { formatLevel } from '@/components/player/player-messages';
import { SliderField } from '@/components/ui/slider-field';
import { limits } from '@/lib/greeting/spec-values';
import { useAppStore } from '@/stores/store-provider';
import { MaskingWarning } from './masking-warning';
import { PhoneSystemSelect } from './phone-system-select';
import { levelRows, timingRows, type SliderRow, type SliderUnit } from './slider-rows';
import { TotalLength } from './total-length';
import { firstTrackId, TrackPicker } from './track-picker';

/**
 * The mixer: every control edits the one spec in the store (patchMusic / patchSpec). While the
 * greeting plays, the player's controller sees the change and re-mixes live.
 */
export function Mixer() {
  const t = useTranslations('mixer');
  const locale = useLocale();
  const music = useAppStore((s) => s.spec.music);
  const voiceVolumeDb = useAppStore((s) => s.spec.voiceVolumeDb);
  const voiceDelay = useAppStore((s) => s.spec.voiceDelay);
  const patchMusic = useAppStore((s) => s.patchMusic);
  const patchSpec = useAppStore((s) => s.patchSpec);
  const switchId = useId();
  // Turning music off and on again brings back the track that was playing.
  const [lastTrack, setLastTrack] = useState<string | null>(music.trackId ?? firstTrackId);
  const on = music.trackId !== null;

  // In the page's language with a true minus sign: "−1,5 dB", "0,5 s" on a German page.
  const db = (v: number) => t('db', { value: formatLevel(v, Number.isInteger(v) ? 0 : 1, locale, true) });
  const sec = (v: number) => t('seconds', { value: formatLevel(v, 1, locale) });
  const ms = (v: number) => t('ms', { value: Math.round(v) });
  const format: Record<SliderUnit, (v: number) => string> = { db, 'cut-db': (v) => db(-v), seconds: sec, ms };

  const slider = (row: SliderRow) => {
    const edits = row.edits;
    const value =
      'music' in edits ? music[edits.music] : edits.spec === 'voiceDelay' ? voiceDelay : voiceVolumeDb;
    return (
      <SliderField
        key={row.testId}
        label={t(row.label)}
        value={value}
        {...limits[row.limit]}
        step={row.step}
        valueText={format[row.unit](value)}
        // The music's own settings mean nothing without music; the voice's always apply.
        disabled={'music' in edits && !on}
        testId={row.testId}
        onChange={(v) =>
          'music' in edits ? patchMusic({ [edits.music]: v }) : patchSpec({ [edits.spec]: v })
        }
      />
    );
  };

  return (
    <div role="group" aria-label={t('title')} className="space-y-3" data-testid="mixer">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="text-sm font-medium text-ink">
          {t('musicOn')}
        </label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={on}
          data-testid="music-switch"
          onChange={(e) => {
            if (!e.currentTarget.checked && music.trackId) setLastTrack(music.trackId);
            patchMusic({ trackId: e.currentTarget.checked ? lastTrack : null });
          }}
          className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-line transition-colors duration-150 before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-paper before:shadow before:transition-transform before:duration-150 checked:bg-accent checked:before:translate-x-5 motion-reduce:transition-none motion-reduce:before:transition-none"
        />
      </div>
      {on ? null : <p className="-mt-2 text-xs text-ink-muted">{t('musicOffHint')}</p>}
      <TrackPicker value={music.trackId} disabled={false} onChange={(trackId) => patchMusic({ trackId })} />

      <SliderField
        label={t('musicVolume')}
        value={music.volumeDb}
        {...limits.musicVolumeDb}
        step={1}
        valueText={db(music.volumeDb)}
        disabled={!on}
        testId="music-volume"
        onChange={(volumeDb) => patchMusic({ volumeDb })}
      />
      <MaskingWarning />

      {/* The finer controls fold away so the studio (text, voice, music, listen) fits one screen. */}
      <details className="group rounded-control border border-line bg-paper" data-testid="mixer-advanced">
        <summary className="flex cursor-pointer list-none items-center justify-between px-3 py-2 text-sm font-medium text-ink">
          {t('advanced')}
          <ChevronDown
            aria-hidden
            className="size-4 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="space-y-3 border-t border-line px-3 py-3">
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('levels')}</legend>
            {levelRows.map(slider)}
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('timing')}</legend>
            {timingRows.map(slider)}
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={music.loop}
              disabled={!on}
              data-testid="music-loop"
              onChange={(e) => patchMusic({ loop: e.currentTarget.checked })}
              className="size-4 accent-accent"
            />
            {t('loop')}
          </label>
        </div>
      </details>

      <TotalLength />
      <PhoneSystemSelect />
    </div>
  );
}
