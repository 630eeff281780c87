'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '../../lib/i18n/locales';
import { formatSliderNumber } from '../../lib/i18n/slider-number';
import { isPlayerErrorCode, type PlayerErrorCode } from './player-error';

const errorKeys = {
  offline: 'offline',
  'rate-limited': 'rateLimited',
  'too-long': 'tooLong',
  unavailable: 'unavailable',
  'voice-quota': 'voiceQuota',
  'empty-text': 'emptyText',
  'no-voice': 'noVoice',
  'unknown-voice': 'unknownVoice',
  invalid: 'invalid',
  unsupported: 'unsupported',
  decode: 'decode',
  failed: 'failed',
} as const satisfies Record<PlayerErrorCode, string>;

/** The localized sentence for a player error code from the audio slice. */
export function usePlayerErrorMessage(code: string | null, retryAfterSeconds: number | null): string | null {
  const t = useTranslations('player.errors');
  if (code === null) return null;
  const known = isPlayerErrorCode(code) ? code : 'failed';
  if (known === 'rate-limited' && retryAfterSeconds !== null)
    return t('rateLimitedWait', { seconds: Math.ceil(retryAfterSeconds) });
  return t(errorKeys[known]);
}

/** m:ss */
export function formatTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A level or time in the page's language ("−1,5" on a German page) with a true minus sign, as
 * typography wants it; the figures come from formatSliderNumber, which avoids Intl's start-up cost.
 */
export function formatLevel(value: number, digits: number, locale: Locale, sign = false): string {
  return formatSliderNumber(value, digits, locale, sign).replace('-', '\u2212');
}

/** Loudness or peak with one decimal; silence measures −∞. */
export function formatDb(value: number, locale: Locale): string {
  return Number.isFinite(value) ? formatLevel(value, 1, locale) : '\u2212∞';
}
