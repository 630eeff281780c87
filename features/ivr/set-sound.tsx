'use client';

import { RotateCcw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { SliderField } from '@/components/ui/slider-field';
import { PaceSliders } from '@/components/voices/pace-sliders';
import { limits, useCaseDefaults } from '@/lib/greeting/spec-values';
import type { Locale } from '@/lib/i18n/locales';
import { formatSliderNumber } from '@/lib/i18n/slider-number';
import { musicCategories, tracks, tracksInCategory } from '@/lib/music/catalog';
import { categoryName, trackTitle } from '@/lib/music/titles';
import type { IvrSetMusic, IvrSetSpec } from '@/lib/ivr/set-spec';
import { voiceAccent } from '@/lib/tts/voice-accent';
import type { VoiceListItem } from '@/lib/tts/voice-list';

/** What the whole set shares; the track is kept while the music is off, so "on" brings it back. */
export type SetSound = {
  voiceId: string;
  speed: number;
  pitch: number;
  musicOn: boolean;
  trackId: string;
  volumeDb: number;
};

/** The set's music as the set spec stores it: none while the switch is off. */
export function setMusic(sound: SetSound): IvrSetMusic | null {
  return sound.musicOn ? { trackId: sound.trackId, volumeDb: sound.volumeDb } : null;
}

/**
 * The set's sound back from a stored set (a draft or a cart line): the music switch is on when the
 * set has a track; a set without one starts the switch from the library's first track.
 */
export function soundFromSet(settings: IvrSetSpec['settings']): SetSound {
  const music = settings.music;
  return {
    voiceId: settings.voice.id,
    speed: settings.voice.speed ?? useCaseDefaults.ivr.voice.speed,
    pitch: settings.voice.pitch ?? useCaseDefaults.ivr.voice.pitch,
    musicOn: Boolean(music?.trackId),
    trackId: music?.trackId ?? tracks[0]?.id ?? '',
    volumeDb: music?.volumeDb ?? useCaseDefaults.ivr.music.volumeDb,
  };
}

/**
 * The voices of the page's language as select options, each with its gender and tier as the studio
 * names them, and its accent where the language has several ("Kate (UK) · Female · Clear").
 */
export function VoiceOptions({ voices }: { voices: readonly VoiceListItem[] }) {
  const t = useTranslations('ivr');
  const ts = useTranslations('studio');
  return voices.map((v) => {
    const accent = voiceAccent(v, voices);
    const name = accent ? t('voiceWithAccent', { name: v.name, accent: ts(`accent.${accent}`) }) : v.name;
    return (
      <option key={v.id} value={v.id}>
        {t('voiceOption', { name, gender: ts(`genders.${v.gender}`), tier: ts(`tier.${v.tier}`) })}
      </option>
    );
  });
}

const control =
  'h-9 w-full rounded-control border border-line bg-paper px-2.5 text-[0.95rem] focus:border-accent';

/**
 * "Voice and music for the whole set": the voice of the page's language, its speed and pitch, and
 * the library music under every prompt. A prompt may still choose its own voice in the list below.
 */
export function SetSoundFields({
  sound,
  onChange,
  voices,
  voicesFailed,
  onRetry,
}: {
  sound: SetSound;
  onChange: (patch: Partial<SetSound>) => void;
  /** The page language's voices; null while the list loads. */
  voices: readonly VoiceListItem[] | null;
  voicesFailed: boolean;
  onRetry: () => void;
}) {
  const t = useTranslations('ivr');
  const ts = useTranslations('studio');
  const tm = useTranslations('mixer');
  const locale = useLocale() as Locale;
  const id = useId();
  // Written the page's way with a true minus sign, as the studio's sliders write them.
  const number = (value: number, digits: number, sign = false) =>
    formatSliderNumber(value, digits, locale, sign).replace('-', '\u2212');

  return (
    <fieldset className="rounded-card border border-line bg-canvas p-4" data-testid="ivr-sound">
      <legend className="px-1 text-base font-semibold">{t('soundTitle')}</legend>
      <p className="text-sm text-ink-soft">{t('soundHint')}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="space-y-3">
          <div>
            <label htmlFor={`${id}-voice`} className="block text-xs font-medium text-ink-soft">
              {t('voiceLabel')}
            </label>
            <select
              id={`${id}-voice`}
              value={sound.voiceId}
              disabled={!voices}
              aria-busy={!voices && !voicesFailed}
              onChange={(e) => onChange({ voiceId: e.currentTarget.value })}
              className={control}
              data-testid="ivr-voice"
            >
              {voices ? (
                <VoiceOptions voices={voices} />
              ) : (
                <option value={sound.voiceId}>{t('voicesLoading')}</option>
              )}
            </select>
            {voicesFailed && (
              <p role="alert" className="mt-1 flex flex-wrap items-center gap-2 text-xs text-danger">
                {ts('voicesError')}
                <button type="button" className="btn-ghost !min-h-8 !px-2 !text-sm" onClick={onRetry}>
                  <RotateCcw aria-hidden className="size-3.5" />
                  {ts('retry')}
                </button>
              </p>
            )}
          </div>
          <PaceSliders value={sound} onChange={onChange} testIdPrefix="ivr-" />
        </div>
        <div className="space-y-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              role="switch"
              checked={sound.musicOn}
              onChange={(e) => onChange({ musicOn: e.currentTarget.checked })}
              className="size-4 accent-accent"
              data-testid="ivr-music"
            />
            {tm('musicOn')}
          </label>
          <div>
            <label
              htmlFor={`${id}-track`}
              className={`block text-xs font-medium ${sound.musicOn ? 'text-ink-soft' : 'text-ink-muted'}`}
            >
              {t('trackLabel')}
            </label>
            <select
              id={`${id}-track`}
              value={sound.trackId}
              disabled={!sound.musicOn}
              onChange={(e) => onChange({ trackId: e.currentTarget.value })}
              className={`${control} disabled:opacity-60`}
              data-testid="ivr-track"
            >
              {musicCategories.map((category) => {
                const tracks = tracksInCategory(category);
                return tracks.length === 0 ? null : (
                  <optgroup key={category} label={categoryName(category, locale)}>
                    {tracks.map((track) => (
                      <option key={track.id} value={track.id}>
                        {trackTitle(track.id, locale)}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </select>
          </div>
          <SliderField
            label={tm('musicVolume')}
            value={sound.volumeDb}
            min={limits.musicVolumeDb.min}
            max={limits.musicVolumeDb.max}
            step={1}
            valueText={tm('db', { value: number(sound.volumeDb, 0) })}
            onChange={(volumeDb) => onChange({ volumeDb })}
            disabled={!sound.musicOn}
            testId="ivr-music-volume"
          />
          {!sound.musicOn && <p className="text-xs text-ink-muted">{t('musicOffHint')}</p>}
        </div>
      </div>
    </fieldset>
  );
}
