import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '../navigation/locale-link';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';

export async function SiteHeader() {
  const t = await getTranslations('nav');
  const tm = await getTranslations('meta');
  const navLink = 'rounded-control px-3 py-2 text-[0.95rem] font-medium text-ink-soft hover:bg-canvas hover:text-ink';
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/90 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded-control focus:bg-paper focus:px-4 focus:py-2">
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <LocaleLink href="/" aria-label={t('logoLabel')} className="rounded-control">
          <Logo name={tm('productName')} />
        </LocaleLink>
        <nav aria-label={t('primary')} className="max-lg:hidden">
          <ul className="flex items-center gap-1">
            <li><LocaleLink href="/" className={navLink}>{t('studio')}</LocaleLink></li>
            <li><LocaleLink href="/on-hold/" className={navLink}>{t('onHold')}</LocaleLink></li>
            <li><LocaleLink href="/voice-prompt/" className={navLink}>{t('voicePrompt')}</LocaleLink></li>
            <li><LocaleLink href="/help/" className={navLink}>{t('help')}</LocaleLink></li>
          </ul>
        </nav>
        <HeaderActions />
      </div>
    </header>
  );
}
