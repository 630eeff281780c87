'use client';

import { Play } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

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

export const LazyListenButton = dynamic(() => import('../../components/player').then((m) => m.ListenButton), {
  ssr: false,
  loading: ListenPlaceholder,
});

export const LazyPlayerBar = dynamic(() => import('../../components/player').then((m) => m.PlayerBar), {
  ssr: false,
});
