'use client';

import { useTranslations } from 'next-intl';
import { Link } from '../../lib/i18n/navigation';
import { useAppStore } from '../../stores/store-provider';

const linkClass = 'block rounded-control px-4 py-3 hover:bg-canvas font-medium';

export function MenuPanel() {
  const t = useTranslations('nav');
  const close = useAppStore((s) => s.closePanel);
  return (
    <nav aria-label={t('primary')}>
      <ul className="space-y-1">
        <li><Link href="/" className={linkClass} onClick={close}>{t('home')}</Link></li>
        <li><Link href="/on-hold/" className={linkClass} onClick={close}>{t('onHold')}</Link></li>
        <li><Link href="/voice-prompt/" className={linkClass} onClick={close}>{t('voicePrompt')}</Link></li>
        <li><Link href="/help/" className={linkClass} onClick={close}>{t('help')}</Link></li>
        <li><Link href="/legal/" className={linkClass} onClick={close}>{t('legal')}</Link></li>
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
      <Link href="/help/" className="font-medium text-accent underline" onClick={close}>{t('openHelp')}</Link>
    </div>
  );
}

export function LegalPanel() {
  const t = useTranslations('panels');
  const close = useAppStore((s) => s.closePanel);
  return (
    <Link href="/legal/" className="font-medium text-accent underline" onClick={close}>{t('openLegal')}</Link>
  );
}
