'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { claimChunkReload, isChunkLoadError } from '@/lib/browser/chunk-reload';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { navigationProgress } from '../navigation/progress-controller';

/** Body of every error boundary: what happened, a retry, and the way home. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const locale = useLocale() as Locale;
  const unknownMiddleware = error.digest === 'UNKNOWN_MIDDLEWARE';

  useEffect(() => {
    navigationProgress().fail();
    // Code of the old release that is gone: the new build is one reload away (once a minute).
    if (isChunkLoadError(error) && claimChunkReload(sessionStorage, Date.now())) window.location.reload();
  }, [error]);

  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-danger">500</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">
        {unknownMiddleware ? t('unknownMiddleware') : t('heading')}
      </h1>
      {unknownMiddleware ? null : <p className="mt-3 text-lg text-ink-soft">{t('body')}</p>}
      <div className="mt-8 flex justify-center gap-3">
        {unknownMiddleware ? null : (
          <button type="button" className="btn-secondary" onClick={reset}>
            {t('retry')}
          </button>
        )}
        {/* A full load: the state that failed is not reused. */}
        <a href={localePath(locale, '/')} className="btn-primary">
          {t('back')}
        </a>
      </div>
    </div>
  );
}
