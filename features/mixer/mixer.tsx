'use client';

import { ChevronDown } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
// Straight from the file, not the player's index (see total-length.tsx).
import { formatLevel } from '../../components/player/player-messages';
import { limits } from '../../lib/greeting/spec-values';
import { useAppStore } from '../../stores/store-provider';
import { PhoneSystemSelect } from './phone-system-select';
import { RangeField } from './range-field';
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

      <RangeField
        label={t('musicVolume')}
        value={music.volumeDb}
        {...limits.musicVolumeDb}
        step={1}
        format={db}
        disabled={!on}
        testId="music-volume"
        onChange={(volumeDb) => patchMusic({ volumeDb })}
      />

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
            <RangeField
              label={t('voiceVolume')}
              value={voiceVolumeDb}
              {...limits.voiceVolumeDb}
              step={0.5}
              format={db}
              testId="voice-volume"
              onChange={(v) => patchSpec({ voiceVolumeDb: v })}
            />
            <RangeField
              label={t('ducking')}
              value={music.duckDb}
              {...limits.duckDb}
              step={1}
              format={(v) => db(-v)}
              disabled={!on}
              testId="duck-depth"
              onChange={(duckDb) => patchMusic({ duckDb })}
            />
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('timing')}</legend>
            <RangeField
              label={t('intro')}
              value={music.intro}
              {...limits.introSeconds}
              step={0.5}
              format={sec}
              disabled={!on}
              testId="music-intro"
              onChange={(intro) => patchMusic({ intro })}
            />
            <RangeField
              label={t('outro')}
              value={music.outro}
              {...limits.outroSeconds}
              step={0.5}
              format={sec}
              disabled={!on}
              testId="music-outro"
              onChange={(outro) => patchMusic({ outro })}
            />
            <RangeField
              label={t('voiceDelay')}
              value={voiceDelay}
              {...limits.voiceDelaySeconds}
              step={0.1}
              format={sec}
              testId="voice-delay"
              onChange={(v) => patchSpec({ voiceDelay: v })}
            />
            <RangeField
              label={t('fadeIn')}
              value={music.fadeIn}
              {...limits.fadeSeconds}
              step={0.1}
              format={sec}
              disabled={!on}
              testId="fade-in"
              onChange={(fadeIn) => patchMusic({ fadeIn })}
            />
            <RangeField
              label={t('fadeOut')}
              value={music.fadeOut}
              {...limits.fadeSeconds}
              step={0.1}
              format={sec}
              disabled={!on}
              testId="fade-out"
              onChange={(fadeOut) => patchMusic({ fadeOut })}
            />
            <RangeField
              label={t('attack')}
              value={music.duckAttackMs}
              {...limits.duckAttackMs}
              step={5}
              format={ms}
              disabled={!on}
              testId="duck-attack"
              onChange={(duckAttackMs) => patchMusic({ duckAttackMs })}
            />
            <RangeField
              label={t('release')}
              value={music.duckReleaseMs}
              {...limits.duckReleaseMs}
              step={10}
              format={ms}
              disabled={!on}
              testId="duck-release"
              onChange={(duckReleaseMs) => patchMusic({ duckReleaseMs })}
            />
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
