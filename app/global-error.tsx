'use client';

import { useEffect, useState } from 'react';
import texts from '../messages/error-page.json';
import { isLocale, type Locale } from '../lib/i18n/locales';
import { splitLocale } from '../lib/i18n/paths';
import './globals.css';

/** Replaces a root layout that failed: no providers are left, so it reads its few texts itself. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [locale, setLocale] = useState<Locale>('en');
  useEffect(() => {
    const fromPath = splitLocale(window.location.pathname).locale;
    const fromDoc = document.documentElement.lang;
    setLocale(fromPath ?? (isLocale(fromDoc) ? fromDoc : 'en'));
    console.error(error);
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
