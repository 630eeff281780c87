'use client';

import { Clock } from 'lucide-react';
import { useTranslations } from 'next-intl';
// Straight from the files, not the player's index: that would bundle the player bar and its
// waveform into the mixer's first load (#9).
import { formatTime } from '@/components/player/player-messages';
import { useControllerSnapshot, usePlayerController } from '@/components/player/use-player';
import { mixDuration } from '@/lib/audio/layout';
import { useAppStore } from '@/stores/store-provider';
import { estimateSpokenSeconds } from '@/lib/greeting/script';

/** The mix's total length, live as the sliders move: exact once the voice was heard, else estimated. */
export function TotalLength() {
  const t = useTranslations('mixer');
  const spec = useAppStore((s) => s.spec);
  const snapshot = useControllerSnapshot(usePlayerController());
  const exact = snapshot.loadedKey !== null && !snapshot.stale;
  const voiceSeconds = exact ? snapshot.voiceSeconds : estimateSpokenSeconds(spec.text, spec.voice.speed);
  const time = formatTime(Math.round(mixDuration(spec, voiceSeconds)));
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm" data-testid="total-length" data-exact={exact}>
      <Clock aria-hidden className="size-4 shrink-0 text-ink-muted" />
      <span className="font-medium text-ink">{t('totalLength')}:</span>
      <span className="text-ink tabular-nums" data-testid="total-length-value">
        {exact ? time : t('totalEstimate', { time })}
      </span>
      {exact ? null : <span className="basis-full pl-6 text-xs text-ink-muted">{t('totalHint')}</span>}
    </p>
  );
}
