import { getTranslations } from 'next-intl/server';
import { NavLink } from '../navigation/nav-link';
import { LocaleLink } from '../navigation/locale-link';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';

export async function SiteHeader() {
  const t = await getTranslations('nav');
  const tm = await getTranslations('meta');
  // Tighter type and padding from lg to xl: the links must fit on one line beside the actions in
  // every language (Greek and Portuguese are the longest) at 1024 px.
  const navLink =
    'block whitespace-nowrap rounded-control px-2.5 py-2 text-sm font-medium text-ink-soft hover:bg-canvas hover:text-ink xl:px-3 xl:text-[0.95rem] aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong';
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/90 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded-control focus:bg-paper focus:px-4 focus:py-2">
        {t('skipToContent')}
      </a>
      {/* Only on pages with a studio (globals.css hides it elsewhere): the header is shared. */}
      <a href="#studio" data-skip-studio data-testid="skip-to-studio" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded-control focus:bg-paper focus:px-4 focus:py-2">
        {t('skipToStudio')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        {/* The wordmark gives way where the row is full: below 380 px it pushed the menu button off
            screen (by 45 px at 320 px), and from lg to xl the navigation needs its width. The mark
            stays, and the link keeps its name through aria-label. */}
        <LocaleLink href="/" aria-label={t('logoLabel')} className="shrink-0 rounded-control">
          <Logo name={tm('productName')} nameClassName="max-[380px]:hidden lg:max-xl:hidden" />
        </LocaleLink>
        <nav aria-label={t('primary')} className="max-lg:hidden">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            <li><NavLink href="/" className={navLink}>{t('home')}</NavLink></li>
            <li><NavLink href="/on-hold/" className={navLink}>{t('onHold')}</NavLink></li>
            <li><NavLink href="/voice-prompt/" className={navLink}>{t('voicePrompt')}</NavLink></li>
            <li><NavLink href="/help/" className={navLink}>{t('help')}</NavLink></li>
          </ul>
        </nav>
        <HeaderActions />
      </div>
    </header>
  );
}
