'use client';

import { useLocale, useTranslations } from 'next-intl';
import { defaultCurrencyByLocale } from '../../lib/commerce/currencies';
import type { Locale } from '../../lib/i18n/locales';
import { LocaleLink } from '../navigation/locale-link';
import { useAppStore } from '../../stores/store-provider';
import { useFocusOnReturn } from './use-focus-on-return';

const linkClass = 'block rounded-control px-4 py-3 hover:bg-canvas font-medium';

/** Phones have no room for the header's currency button: the menu offers it instead. */
function MenuCurrency() {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const currency = useAppStore((s) => s.currency) ?? defaultCurrencyByLocale[locale];
  const showPanel = useAppStore((s) => s.showPanel);
  const ref = useFocusOnReturn<HTMLButtonElement>('currency');
  return (
    <div className="mt-3 border-t border-line pt-3 sm:hidden">
      <button
        ref={ref}
        type="button"
        aria-haspopup="dialog"
        className="flex w-full items-center rounded-control px-4 py-3 text-left font-medium hover:bg-canvas"
        data-testid="menu-currency"
        onClick={() => showPanel('currency', { returnTo: 'menu' })}
      >
        {t('currency', { code: currency })}
      </button>
    </div>
  );
}

export function MenuPanel() {
  const t = useTranslations('nav');
  const close = useAppStore((s) => s.closePanel);
  return (
    <>
      <nav aria-label={t('primary')}>
        <ul className="space-y-1">
          <li><LocaleLink href="/" className={linkClass} onClick={close}>{t('home')}</LocaleLink></li>
          <li><LocaleLink href="/on-hold/" className={linkClass} onClick={close}>{t('onHold')}</LocaleLink></li>
          <li><LocaleLink href="/voice-prompt/" className={linkClass} onClick={close}>{t('voicePrompt')}</LocaleLink></li>
          <li><LocaleLink href="/help/" className={linkClass} onClick={close}>{t('help')}</LocaleLink></li>
          <li><LocaleLink href="/legal/" className={linkClass} onClick={close}>{t('legal')}</LocaleLink></li>
        </ul>
      </nav>
      <MenuCurrency />
    </>
  );
}

export function HelpPanel() {
  const t = useTranslations('panels');
  const close = useAppStore((s) => s.closePanel);
  return (
    <div className="space-y-4">
      <p className="text-ink-soft">{t('helpIntro')}</p>
      <LocaleLink href="/help/" className="font-medium text-accent underline" onClick={close}>{t('openHelp')}</LocaleLink>
    </div>
  );
}

export function LegalPanel() {
  const t = useTranslations('panels');
  const close = useAppStore((s) => s.closePanel);
  return (
    <LocaleLink href="/legal/" className="font-medium text-accent underline" onClick={close}>{t('openLegal')}</LocaleLink>
  );
}
