'use client';

import { Clock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
// Straight from the files, not the player's index: that would bundle the player bar and its
// waveform into the mixer's first load (#9).
import { formatTime } from '@/components/player/player-messages';
import { useControllerSnapshot, usePlayerController } from '@/components/player/use-player';
import { mixDuration } from '@/lib/audio/layout';
import { useAppStore } from '@/stores/store-provider';
import { estimateSpokenSeconds } from '@/lib/greeting/script';
import type { estimateVoiceSeconds } from '@/lib/tts/text/spoken-length';

type Estimator = typeof estimateVoiceSeconds;

/**
 * The engines' own text pipeline and timing (lib/tts/text/spoken-length), loaded after the page:
 * it holds every language's number and date rules, which the first load does not need. Until it
 * arrives (a few milliseconds) the rough words-per-second estimate stands in.
 */
function useVoiceEstimator(): Estimator | null {
  const [estimator, setEstimator] = useState<{ run: Estimator } | null>(null);
  useEffect(() => {
    let live = true;
    import('@/lib/tts/text/spoken-length')
      .then((m) => {
        if (live) setEstimator({ run: m.estimateVoiceSeconds });
      })
      // A chunk that fails to load leaves the rough estimate; nothing else depends on it.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return estimator?.run ?? null;
}

/** The mix's total length, live as the sliders move: exact once the voice was heard, else estimated. */
export function TotalLength() {
  const t = useTranslations('mixer');
  const spec = useAppStore((s) => s.spec);
  const snapshot = useControllerSnapshot(usePlayerController());
  const estimate = useVoiceEstimator();
  const exact = snapshot.loadedKey !== null && !snapshot.stale;
  const voiceSeconds = exact
    ? snapshot.voiceSeconds
    : estimate
      ? estimate(spec.text, spec.locale, spec.voice.speed)
      : estimateSpokenSeconds(spec.text, spec.voice.speed);
  const time = formatTime(Math.round(mixDuration(spec, voiceSeconds)));
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 text-sm"
      data-testid="total-length"
      data-exact={exact}
      data-estimator={exact ? undefined : estimate ? 'engine' : 'rough'}
    >
      <Clock aria-hidden className="size-4 shrink-0 text-ink-muted" />
      <span className="font-medium text-ink">{t('totalLength')}:</span>
      <span className="text-ink tabular-nums" data-testid="total-length-value">
        {exact ? time : t('totalEstimate', { time })}
      </span>
      {exact ? null : <span className="basis-full pl-6 text-xs text-ink-muted">{t('totalHint')}</span>}
    </p>
  );
}
