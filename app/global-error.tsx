'use client';

import { useEffect, useSyncExternalStore } from 'react';
import texts from '@/messages/error-page.json';
import { claimChunkReload, isChunkLoadError } from '@/lib/browser/chunk-reload';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/paths';
import './globals.css';

const noSubscription = () => () => {};

function browserLocale(): Locale {
  const fromDoc = document.documentElement.lang;
  return splitLocale(window.location.pathname).locale ?? (isLocale(fromDoc) ? fromDoc : 'en');
}

/** Replaces a root layout that failed: no providers are left, so it reads its few texts itself. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = useSyncExternalStore(noSubscription, browserLocale, () => 'en' as Locale);
  useEffect(() => {
    console.error(error);
    // Code of the old release that is gone: the new build is one reload away (once a minute).
    if (isChunkLoadError(error) && claimChunkReload(sessionStorage, Date.now())) window.location.reload();
  }, [error]);
  const t = texts[locale];
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-canvas font-sans text-ink">
        <main className="mx-auto max-w-xl px-6 py-24 text-center">
          <h1 className="text-2xl font-semibold">{t.errorPageFailed}</h1>
          <a href={locale === 'en' ? '/' : `/${locale}/`} className="mt-8 inline-block font-semibold text-accent underline">
            {t.back}
          </a>
        </main>
      </body>
    </html>
  );
}
