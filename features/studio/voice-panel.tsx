'use client';

import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import type { Currency } from '@/lib/commerce/currencies';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { voiceTierSurcharges } from '@/lib/payments/voice-surcharge';
import type { VoiceListItem } from '@/lib/tts/api-schema';
import { useAppStore } from '@/stores/store-provider';
import { useCurrency, visitorRegion } from '@/stores/visitor-region';
import { useVoices } from '@/components/voices/voices-query';
import { preferredVoice, voiceAccent, type VoiceAccent } from '@/lib/tts/voice-accent';
import { voicesFor } from '@/lib/tts/voice-list';
import { PaceSliders } from '@/components/voices/pace-sliders';
import { useSamplePlayer } from './use-sample-player';
import { VoiceCard } from './voice-card';

/**
 * A neural voice's surcharge in the visitor's currency, or undefined for the voices without one.
 * Intl only runs when such a voice is listed (a cloud provider is configured), never at hydration.
 */
function surchargeLabel(voice: VoiceListItem, currency: Currency, pageLocale: string): string | undefined {
  const minor = voiceTierSurcharges[currency][voice.tier];
  if (minor <= 0) return undefined;
  return new Intl.NumberFormat(pageLocale, { style: 'currency', currency }).format(minor / 100);
}

/** Language filter, voice cards with samples, and the speed and pitch sliders. */
export function VoicePanel({ onLocaleChange }: { onLocaleChange: (locale: Locale) => void }) {
  const t = useTranslations('studio');
  const id = useId();
  const locale = useAppStore((s) => s.spec.locale);
  const voice = useAppStore((s) => s.spec.voice);
  const patchVoice = useAppStore((s) => s.patchVoice);
  const voices = useVoices();
  // Shared with the examples panel; it also silences the greeting (one sound at a time).
  const sample = useSamplePlayer('voice');
  const list = voices.data ? voicesFor(voices.data, locale) : [];
  const region = useAppStore((s) => visitorRegion(s, locale));
  const preferred = preferredVoice(list, region)?.id;
  const known = list.some((v) => v.id === voice.id);

  // The server lists the best voice of each language first: take it (or the visitor's region's,
  // Kate for an en-GB reader) whenever the current voice does not speak the chosen language
  // (first load, language switch). A voice the visitor chose speaks it, so it stays.
  useEffect(() => {
    if (preferred && !known) patchVoice({ id: preferred });
  }, [preferred, known, patchVoice]);

  const pageLocale = useLocale() as Locale;
  const currency = useCurrency();
  const accentLabel = (accent: VoiceAccent | undefined) =>
    accent ? { short: t(`accent.${accent}`), name: t(`accentName.${accent}`) } : undefined;

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
                tier={t(`tier.${v.tier}`)}
                tierHint={t(`tierHint.${v.tier}`)}
                gender={t(`genders.${v.gender}`)}
                accent={accentLabel(voiceAccent(v, list))}
                surcharge={surchargeLabel(v, currency, pageLocale)}
              />
            ))}
          </div>
        )}
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <PaceSliders value={voice} onChange={patchVoice} />
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
