'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SliderField } from '@/components/ui/slider-field';
import { limits } from '@/lib/greeting/spec-values';
import type { Locale } from '@/lib/i18n/locales';
import { formatSliderNumber } from '@/lib/i18n/slider-number';

type Pace = { speed: number; pitch: number };

/**
 * The voice's speed and pitch sliders, as the studio and the IVR set both show them. Numbers are
 * written the page's way, not the voice language's (an English page with a German voice says
 * 1.00×), with a true minus sign (U+2212) that screen readers say as "minus". Not
 * Intl.NumberFormat: its first use costs a phone ~100 ms while the studio hydrates (#9).
 */
export function PaceSliders({
  value,
  onChange,
  testIdPrefix = '',
}: {
  value: Pace;
  onChange: (patch: Partial<Pace>) => void;
  /** Prefixed to the sliders' test ids "speed" and "pitch". */
  testIdPrefix?: string;
}) {
  const t = useTranslations('studio');
  const locale = useLocale() as Locale;
  const number = (n: number, digits: number, sign = false) =>
    formatSliderNumber(n, digits, locale, sign).replace('-', '\u2212');
  // Pitch moves in half semitones: whole steps without a decimal, so "1 semitone" agrees in number.
  const pitch = Math.abs(value.pitch);
  return (
    <>
      <SliderField
        label={t('speed')}
        value={value.speed}
        min={limits.speed.min}
        max={limits.speed.max}
        step={0.05}
        valueText={t('speedValue', { value: number(value.speed, 2) })}
        onChange={(speed) => onChange({ speed })}
        testId={`${testIdPrefix}speed`}
      />
      <SliderField
        label={t('pitch')}
        value={value.pitch}
        min={limits.pitch.min}
        max={limits.pitch.max}
        step={0.5}
        valueText={t('pitchValue', {
          count: pitch,
          value: number(value.pitch, pitch % 1 === 0 ? 0 : 1, true),
        })}
        onChange={(p) => onChange({ pitch: p })}
        testId={`${testIdPrefix}pitch`}
      />
    </>
  );
}
