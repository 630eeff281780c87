'use client';

import { useTranslations } from 'next-intl';
import { LocaleLink } from '../navigation/locale-link';
import { useAppStore } from '../../stores/store-provider';

const linkClass = 'block rounded-control px-4 py-3 hover:bg-canvas font-medium';

export function MenuPanel() {
  const t = useTranslations('nav');
  const close = useAppStore((s) => s.closePanel);
  return (
    <nav aria-label={t('primary')}>
      <ul className="space-y-1">
        <li><LocaleLink href="/" className={linkClass} onClick={close}>{t('home')}</LocaleLink></li>
        <li><LocaleLink href="/on-hold/" className={linkClass} onClick={close}>{t('onHold')}</LocaleLink></li>
        <li><LocaleLink href="/voice-prompt/" className={linkClass} onClick={close}>{t('voicePrompt')}</LocaleLink></li>
        <li><LocaleLink href="/help/" className={linkClass} onClick={close}>{t('help')}</LocaleLink></li>
        <li><LocaleLink href="/legal/" className={linkClass} onClick={close}>{t('legal')}</LocaleLink></li>
      </ul>
    </nav>
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
