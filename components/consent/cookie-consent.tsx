'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { LocaleLink } from '../navigation/locale-link';
import { useDockSpace } from '../player/use-dock-space';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';

/** Shown until the visitor decides; re-opened from the footer's "Cookie settings". */
export function CookieConsent() {
  const api = useAppStoreApi();
  const consent = useAppStore((s) => s.consent);
  const reopened = useAppStore((s) => s.consentOpen);
  const hydrated = useSyncExternalStore(
    (onChange) => api.persist.onFinishHydration(onChange),
    () => api.persist.hasHydrated(),
    () => false,
  );
  // Until the stored choice is read, the server-rendered popup stays, pending: the inline gate
  // script (ConsentGateScript) has already shown it on a first visit or hidden it for a returning
  // visitor, so neither waits for JavaScript nor sees a flash.
  if (hydrated && consent && !reopened) return null;
  // Re-opening starts in settings with the stored choice; the key gives it fresh local state.
  return (
    <ConsentCard
      key={reopened ? 'settings' : 'banner'}
      pending={!hydrated}
      startInSettings={reopened}
      initialAnalytics={consent?.analytics ?? false}
    />
  );
}

function ConsentCard({
  pending,
  startInSettings,
  initialAnalytics,
}: {
  pending: boolean;
  startInSettings: boolean;
  initialAnalytics: boolean;
}) {
  const t = useTranslations('consent');
  const storeConsent = useAppStore((s) => s.setConsent);
  const [showSettings, setShowSettings] = useState(startInSettings);
  const [analytics, setAnalytics] = useState(initialAnalytics);
  // The page makes room for the notice while it is open, so Listen and Add to cart can always be
  // scrolled (and focus-scrolled) clear of it; on wide screens it sits in the corner beside them.
  const [card, setCard] = useState<HTMLElement | null>(null);
  useDockSpace(card, true, 'consent');
  // The store drops writes until it has read what is stored, so a choice made earlier would be lost.
  const setConsent = (value: boolean) => {
    if (!pending) storeConsent(value);
  };
  // aria-disabled, not disabled: the buttons keep their look while the page starts.
  const busy = pending ? true : undefined;
  return (
    <section
      aria-labelledby="consent-title"
      data-testid="cookie-consent"
      data-consent-pending={pending ? '' : undefined}
      ref={setCard}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-card border border-line bg-paper p-5 shadow-[var(--shadow-panel)] sm:inset-x-6 lg:right-6 lg:bottom-6 lg:left-auto lg:mx-0 lg:max-w-sm"
    >
      <h2 id="consent-title" className="text-base font-semibold">{t('title')}</h2>
      <p className="mt-1 text-[0.95rem] text-ink-soft">
        {t('body')}{' '}
        <LocaleLink href="/legal/#cookies" className="text-accent underline">{t('policyLink')}</LocaleLink>
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
        <button type="button" className="btn-primary" aria-disabled={busy} onClick={() => setConsent(true)}>{t('acceptAll')}</button>
        <button type="button" className="btn-secondary" aria-disabled={busy} onClick={() => setConsent(false)}>{t('necessaryOnly')}</button>
        {showSettings ? (
          <button type="button" className="btn-secondary" onClick={() => setConsent(analytics)}>{t('save')}</button>
        ) : (
          <button type="button" className="btn-ghost" aria-disabled={busy} onClick={() => setShowSettings(true)}>{t('settings')}</button>
        )}
      </div>
    </section>
  );
}
