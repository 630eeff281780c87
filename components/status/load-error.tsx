'use client';

import { RefreshCw } from 'lucide-react';

/**
 * A list or section that could not be loaded: says so (role="alert", read at once) and offers a
 * retry, instead of an empty box. The caller passes translated text.
 */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  retrying = false,
  testId,
}: {
  message: string;
  retryLabel: string;
  /** Null when nothing can be retried from here. */
  onRetry: (() => void) | null;
  retrying?: boolean;
  testId?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-card border border-danger/40 bg-danger/5 p-3"
      data-testid={testId}
    >
      <p className="text-sm text-danger">{message}</p>
      {onRetry ? (
        <button type="button" className="btn-secondary text-sm" onClick={onRetry} disabled={retrying}>
          <RefreshCw
            aria-hidden
            className={`size-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
          />
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
