'use client';

import { Loader2, Play, RotateCcw, Square, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { limits } from '../../lib/greeting/spec';
import { localeNames, locales, type Locale } from '../../lib/i18n/locales';
import type { VoiceListItem } from '../../lib/tts/api-schema';
import { useAppStore } from '../../stores/store-provider';
import { useVoices, voicesFor } from './api/get-voices';
import { useSamplePlayer } from './use-sample-player';

const qualityKeys = ['flite', 'festival', 'espeak'] as const;
type QualityKey = (typeof qualityKeys)[number] | 'other';
function qualityOf(engine: string): QualityKey {
  return (qualityKeys as readonly string[]).includes(engine) ? (engine as QualityKey) : 'other';
}

/** Language filter, voice cards with samples, and the speed and pitch sliders. */
export function VoicePanel({ onLocaleChange }: { onLocaleChange: (locale: Locale) => void }) {
  const t = useTranslations('studio');
  const id = useId();
  const locale = useAppStore((s) => s.spec.locale);
  const voice = useAppStore((s) => s.spec.voice);
  const patchVoice = useAppStore((s) => s.patchVoice);
  const voices = useVoices();
  const sample = useSamplePlayer();
  const list = voices.data ? voicesFor(voices.data, locale) : [];
  const first = list[0]?.id;
  const known = list.some((v) => v.id === voice.id);

  // The server lists the best voice of each language first: take it whenever the current
  // voice does not speak the chosen language (first load, language switch).
  useEffect(() => {
    if (first && !known) patchVoice({ id: first });
  }, [first, known, patchVoice]);

  const number = (value: number, digits: number, sign = false) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: sign ? 'exceptZero' : 'auto',
    }).format(value);

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-lang`} className="text-sm font-semibold text-ink-soft">
          {t('language')}
        </label>
        <select
          id={`${id}-lang`}
          value={locale}
          onChange={(e) => {
            sample.stop();
            onLocaleChange(e.currentTarget.value as Locale);
          }}
          aria-describedby={`${id}-lang-hint`}
          data-testid="voice-language"
          className="mt-1 block h-10 w-full rounded-control border border-line bg-paper px-2.5"
        >
          {locales.map((l) => (
            <option key={l} value={l} lang={l}>
              {localeNames[l]}
            </option>
          ))}
        </select>
        <p id={`${id}-lang-hint`} className="mt-1 text-xs text-ink-muted">
          {t('languageHint')}
        </p>
      </div>

      <fieldset aria-busy={voices.isPending}>
        <legend className="mb-1.5 text-sm font-semibold text-ink-soft">{t('voiceLegend')}</legend>
        {voices.isPending ? (
          <div className="grid grid-cols-2 gap-2" data-testid="voices-loading">
            {[0, 1, 2, 3].map((n) => (
              <div
                key={n}
                className="h-14 animate-pulse rounded-control bg-line/60 motion-reduce:animate-none"
              />
            ))}
          </div>
        ) : voices.isError ? (
          <div
            role="alert"
            className="rounded-control border border-danger/30 bg-danger/5 p-3 text-sm text-danger"
          >
            <p className="flex items-center gap-2">
              <TriangleAlert aria-hidden className="size-4" />
              {t('voicesError')}
            </p>
            <button
              type="button"
              className="btn-secondary mt-2 !min-h-9"
              onClick={() => void voices.refetch()}
            >
              <RotateCcw aria-hidden className="size-4" />
              {t('retry')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('noVoices')}</p>
        ) : (
          <div className="grid grid-cols-2 gap-2" data-testid="voice-list">
            {list.map((v) => (
              <VoiceCard
                key={v.id}
                voice={v}
                name={`${id}-voice`}
                checked={voice.id === v.id}
                onSelect={() => patchVoice({ id: v.id })}
                sample={sample.state?.key === v.id ? sample.state.status : null}
                onSample={() =>
                  sample.state?.key === v.id && sample.state.status !== 'error'
                    ? sample.stop()
                    : void sample.play(v.id, v.sampleUrl)
                }
                quality={t(`quality.${qualityOf(v.engine)}`)}
                gender={t(`genders.${v.gender}`)}
              />
            ))}
          </div>
        )}
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <Slider
          label={t('speed')}
          value={voice.speed}
          min={limits.speed.min}
          max={limits.speed.max}
          step={0.05}
          valueText={t('speedValue', { value: number(voice.speed, 2) })}
          onChange={(speed) => patchVoice({ speed })}
          testId="speed"
        />
        <Slider
          label={t('pitch')}
          value={voice.pitch}
          min={limits.pitch.min}
          max={limits.pitch.max}
          step={0.5}
          valueText={number(voice.pitch, 1, true)}
          onChange={(pitch) => patchVoice({ pitch })}
          testId="pitch"
        />
      </div>
      {voice.speed !== 1 || voice.pitch !== 0 ? (
        <button
          type="button"
          className="btn-ghost !min-h-8 !px-2 !text-sm"
          onClick={() => patchVoice({ speed: 1, pitch: 0 })}
        >
          <RotateCcw aria-hidden className="size-3.5" />
          {t('reset')}
        </button>
      ) : null}
    </div>
  );
}

function VoiceCard({
  voice,
  name,
  checked,
  onSelect,
  sample,
  onSample,
  quality,
  gender,
}: {
  voice: VoiceListItem;
  name: string;
  checked: boolean;
  onSelect: () => void;
  sample: 'loading' | 'playing' | 'error' | null;
  onSample: () => void;
  quality: string;
  gender: string;
}) {
  const t = useTranslations('studio');
  const Icon =
    sample === 'loading'
      ? Loader2
      : sample === 'playing'
        ? Square
        : sample === 'error'
          ? TriangleAlert
          : Play;
  return (
    <div
      className={`flex items-center gap-1 rounded-control border bg-paper py-1.5 pr-1 pl-3 transition-colors duration-150 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${checked ? 'border-accent bg-accent-soft' : 'border-line hover:border-ink-muted'}`}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-center">
        <input
          type="radio"
          name={name}
          value={voice.id}
          checked={checked}
          onChange={onSelect}
          className="sr-only"
          data-testid={`voice-${voice.id}`}
        />
        <span className="min-w-0">
          <span className="block truncate font-semibold leading-tight">{voice.name}</span>
          <span className="block truncate text-xs text-ink-soft">
            {gender} · {quality}
          </span>
        </span>
      </label>
      <button
        type="button"
        onClick={onSample}
        aria-label={
          sample === 'playing' ? t('stopSample', { name: voice.name }) : t('playSample', { name: voice.name })
        }
        aria-pressed={sample === 'playing'}
        className="grid size-9 shrink-0 place-items-center rounded-full text-accent transition-colors duration-150 hover:bg-accent-soft"
        data-testid={`sample-${voice.id}`}
      >
        <Icon
          aria-hidden
          className={`size-4 ${sample === 'loading' ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
      </button>
      {sample === 'error' ? (
        <span role="alert" className="sr-only">
          {t('sampleError', { name: voice.name })}
        </span>
      ) : null}
    </div>
  );
}

function Slider({
  label,
  value,
  min,
  max,
  step,
  valueText,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  onChange: (value: number) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
          {label}
        </label>
        <output htmlFor={id} className="text-sm tabular-nums text-ink">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        data-testid={testId}
        className="mt-1 w-full accent-[var(--color-accent)]"
      />
    </div>
  );
}
