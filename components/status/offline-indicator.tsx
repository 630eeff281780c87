'use client';

import { WifiOff } from '../ui/icons';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAppStore } from '@/stores/store-provider';

/** Tracks the browser's online state in the store and says so, quietly, when offline. */
export function OfflineIndicator() {
  const t = useTranslations('status');
  const online = useAppStore((s) => s.online);
  const setOnline = useAppStore((s) => s.setOnline);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center px-3">
      {online ? null : (
        <p data-testid="offline-indicator" className="inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm text-white shadow-[var(--shadow-card)]">
          <WifiOff aria-hidden className="size-4" />
          {t('offline')}
        </p>
      )}
    </div>
  );
}
