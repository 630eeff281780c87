'use client';

import { Play } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAppStore } from '@/stores/store-provider';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';

/**
 * The shared player loads in the browser only: its decoders (Opus via WebAssembly workers)
 * are heavy and cannot be evaluated during server rendering. Until it arrives, a placeholder
 * of the same size keeps the layout still.
 */
function ListenPlaceholder() {
  const t = useTranslations('studio');
  return (
    <button type="button" disabled className="btn-primary min-w-36" aria-busy="true">
      <Play aria-hidden className="size-5" />
      {t('listenTitle')}
    </button>
  );
}

// Each from its own file (not the player's index), so the button and the bar are separate chunks.
export const LazyListenButton = dynamic(
  withChunkRecovery(() => import('@/components/player/listen-button').then((m) => m.ListenButton)),
  {
    ssr: false,
    loading: ListenPlaceholder,
  },
);

const PlayerBar = dynamic(
  withChunkRecovery(() => import('@/components/player/player-bar').then((m) => m.PlayerBar)),
  {
    ssr: false,
  },
);

/**
 * The player bar (with its waveform) shows nothing while the player is idle, so its code loads
 * only once something is played (#9: "the mixer, waveform and DSP load only when used").
 */
export function LazyPlayerBar() {
  const idle = useAppStore((s) => s.player.status === 'idle');
  return idle ? null : <PlayerBar />;
}
