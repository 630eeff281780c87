'use client';

import { TriangleAlert } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
// Straight from the files, not the player's index (see total-length.tsx).
import { formatLevel } from '@/components/player/player-messages';
import { useEngineState, usePlayerController } from '@/components/player/use-player';
import { maskingThresholdDb } from '@/lib/audio/phone-line';
import { useAppStore } from '@/stores/store-provider';

/**
 * Says so when the music would drown the voice on a phone line. The preview engine measures it on
 * the buffers it plays (lib/audio/mix-masking.ts) after every exact re-mix, so the warning follows
 * the sliders once the greeting has been heard.
 */
export function MaskingWarning() {
  const t = useTranslations('mixer');
  const locale = useLocale();
  const musicOn = useAppStore((s) => s.spec.music.trackId !== null);
  const engine = useEngineState(usePlayerController());
  if (!musicOn || !engine?.masked || engine.status === 'empty') return null;
  return (
    <p
      role="status"
      data-testid="masking-warning"
      className="flex items-start gap-2 rounded-control border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-ink"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        {t('maskingWarning', {
          margin: formatLevel(Math.max(-99, engine.maskingMarginDb), 0, locale, true),
          threshold: maskingThresholdDb,
        })}
      </span>
    </p>
  );
}
