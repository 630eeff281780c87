'use client';

import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePlayerErrorMessage } from './player-messages';
import { useCountdown } from './use-countdown';

/**
 * The bar's error state: what went wrong and a way forward. When the server said how long to
 * wait (429 Retry-After), the wait counts down and "Try again" unlocks at 0. Mounted afresh for
 * each error, so every new wait starts its own count.
 */
export function PlayerErrorRow({
  code,
  retryAfterSeconds,
  onRetry,
}: {
  code: string | null;
  retryAfterSeconds: number | null;
  onRetry: () => void;
}) {
  const t = useTranslations('player');
  const wait = code === 'rate-limited' ? retryAfterSeconds : null;
  const remaining = useCountdown(wait ?? 0);
  const start = usePlayerErrorMessage(code, wait);
  const current = usePlayerErrorMessage(code, wait === null ? null : remaining);
  const waiting = wait !== null && remaining > 0;

  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={onRetry}
        disabled={waiting}
        data-testid="player-retry"
        className="btn-secondary inline-flex shrink-0 items-center gap-2"
      >
        <RotateCcw aria-hidden className="size-4" />
        <span>{t('retry')}</span>
      </button>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink">{t('errorTitle')}</p>
        {wait === null ? (
          <p role="alert" className="text-sm text-danger" data-testid="player-error">
            {current}
          </p>
        ) : (
          <>
            {/* The number changes every second: screen readers hear the wait once, then "ready". */}
            <p aria-hidden className="text-sm text-danger tabular-nums" data-testid="player-error">
              {waiting ? current : t('errors.rateLimitedReady')}
            </p>
            <p role="alert" className="sr-only">
              {waiting ? start : null}
            </p>
            <p role="status" className="sr-only">
              {waiting ? null : t('errors.rateLimitedReady')}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
