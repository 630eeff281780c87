'use client';

import { Clock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
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
 * The engines' own text pipeline and timing (lib/tts/text/spoken-length: every language's number
 * and date rules, about 16 KiB gzip). Not needed until someone looks at the length or touches the
 * page: it loads when the length comes into view or at the visitor's first input, whichever is
 * first, so a page's load before any interaction stays within its budget (#29). Until it arrives
 * (a few milliseconds) the rough words-per-second estimate stands in.
 */
function useVoiceEstimator(target: RefObject<HTMLElement | null>): { estimate: Estimator | null; waiting: boolean } {
  const [estimator, setEstimator] = useState<{ run: Estimator } | null>(null);
  // Hydrated and waiting for the length to be seen or the page touched (tests wait for this state).
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    let live = true;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      stop();
      import('@/lib/tts/text/spoken-length')
        .then((m) => {
          if (live) setEstimator({ run: m.estimateVoiceSeconds });
        })
        // A chunk that fails to load leaves the rough estimate; nothing else depends on it.
        .catch(() => undefined);
    };
    const inputs = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            // The observer reports once right after observe(): out of view, the rough estimate waits.
            if (entries.some((e) => e.isIntersecting)) load();
            else if (!started) setWaiting(true);
          });
    function stop() {
      observer?.disconnect();
      for (const type of inputs) window.removeEventListener(type, load, { capture: true });
    }
    if (!observer || !target.current) load();
    else {
      observer.observe(target.current);
      for (const type of inputs) window.addEventListener(type, load, { capture: true, passive: true });
    }
    return () => {
      live = false;
      stop();
    };
  }, [target]);
  return { estimate: estimator?.run ?? null, waiting };
}

/** The mix's total length, live as the sliders move: exact once the voice was heard, else estimated. */
export function TotalLength() {
  const t = useTranslations('mixer');
  const spec = useAppStore((s) => s.spec);
  const snapshot = useControllerSnapshot(usePlayerController());
  const self = useRef<HTMLParagraphElement>(null);
  const { estimate, waiting } = useVoiceEstimator(self);
  const exact = snapshot.loadedKey !== null && !snapshot.stale;
  const voiceSeconds = exact
    ? snapshot.voiceSeconds
    : estimate
      ? estimate(spec.text, spec.locale, spec.voice.speed)
      : estimateSpokenSeconds(spec.text, spec.voice.speed);
  const time = formatTime(Math.round(mixDuration(spec, voiceSeconds)));
  return (
    <p
      ref={self}
      className="flex flex-wrap items-center gap-x-2 text-sm"
      data-testid="total-length"
      data-exact={exact}
      // rough: before hydration; deferred: rough until the engine's timing is needed; engine.
      data-estimator={exact ? undefined : estimate ? 'engine' : waiting ? 'deferred' : 'rough'}
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
