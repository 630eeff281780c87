'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '../../lib/i18n/navigation';
import { useAppStore, useAppStoreApi } from '../../stores/store-provider';

/** Shown until the visitor decides; re-opened from the footer's "Cookie settings". */
export function CookieConsent() {
  const t = useTranslations('consent');
  const api = useAppStoreApi();
  const consent = useAppStore((s) => s.consent);
  const reopened = useAppStore((s) => s.consentOpen);
  const setConsent = useAppStore((s) => s.setConsent);
  // Wait for the stored choice before deciding to show anything (no flash for returning visitors).
  const [hydrated, setHydrated] = useState(false);
  const [showSettings, setShowSettings] = useState(false);
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => {
    if (api.persist.hasHydrated()) setHydrated(true);
    return api.persist.onFinishHydration(() => setHydrated(true));
  }, [api]);

  useEffect(() => {
    if (reopened) {
      setShowSettings(true);
      setAnalytics(consent?.analytics ?? false);
    }
  }, [reopened, consent]);

  if (!hydrated || (consent && !reopened)) return null;

  return (
    <section
      role="region"
      aria-labelledby="consent-title"
      data-testid="cookie-consent"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-card border border-line bg-paper p-5 shadow-[var(--shadow-panel)] sm:inset-x-6"
    >
      <h2 id="consent-title" className="text-base font-semibold">{t('title')}</h2>
      <p className="mt-1 text-[0.95rem] text-ink-soft">
        {t('body')}{' '}
        <Link href="/legal/#cookies" className="text-accent underline">{t('policyLink')}</Link>
      </p>
      {showSettings ? (
        <div className="mt-4 space-y-3">
          <label className="flex items-start gap-3">
            <input type="checkbox" checked disabled className="mt-1 size-4" />
            <span>
              <span className="font-medium">{t('necessary')}</span>
              <span className="block text-sm text-ink-soft">{t('necessaryHint')}</span>
            </span>
          </label>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              checked={analytics}
              onChange={(e) => setAnalytics(e.target.checked)}
              className="mt-1 size-4 accent-[var(--color-accent)]"
            />
            <span>
              <span className="font-medium">{t('analytics')}</span>
              <span className="block text-sm text-ink-soft">{t('analyticsHint')}</span>
            </span>
          </label>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => setConsent(true)}>{t('acceptAll')}</button>
        <button type="button" className="btn-secondary" onClick={() => setConsent(false)}>{t('necessaryOnly')}</button>
        {showSettings ? (
          <button type="button" className="btn-secondary" onClick={() => setConsent(analytics)}>{t('save')}</button>
        ) : (
          <button type="button" className="btn-ghost" onClick={() => setShowSettings(true)}>{t('settings')}</button>
        )}
      </div>
    </section>
  );
}
