import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { EnglishOnlyPath } from '@/lib/i18n/paths';
import landing from '@/messages/landing.en.json';
import { CookieSettingsButton } from '../consent/cookie-settings-button';
import { LocaleLink } from '../navigation/locale-link';
import { Logo } from './logo';

/** The English guides, most asked-for first. */
const guides = [
  'business-voicemail',
  'personal-voicemail',
  'out-of-office',
  'out-of-hours',
  'extended-absence',
  'voicemail-messages',
  'ai-voicemail',
] as const satisfies readonly (keyof typeof landing.landing.pages)[];

/** Each guide's href, named by its own heading so footer, related guides and page agree. */
export const guideLinks = guides.map((slug) => ({
  href: `/${slug}/` satisfies EnglishOnlyPath,
  label: landing.landing.pages[slug].title,
}));

export async function SiteFooter() {
  const t = await getTranslations('footer');
  const tn = await getTranslations('nav');
  const tm = await getTranslations('meta');
  // The guides exist in English only: on other languages' pages they would lead out of the
  // visitor's language without warning, so the column shows on English pages alone.
  const english = (await getLocale()) === 'en';
  const email = env().SELLER_EMAIL;
  const link = 'text-ink-soft hover:text-ink hover:underline';
  return (
    <footer className="border-t border-line bg-paper">
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 ${english ? 'lg:grid-cols-[1.2fr_1fr_1.4fr_1fr]' : ''}`}
      >
        {/* With the guides there are four columns: from md to lg the brand takes a row of its own. */}
        <div className={`space-y-3 ${english ? 'md:max-lg:col-span-full' : ''}`}>
          <Logo name={tm('productName')} />
          <p className="max-w-xs text-ink-soft">{t('tagline')}</p>
        </div>
        <nav aria-label={t('product')}>
          <h2 className="mb-3 font-semibold">{t('product')}</h2>
          <ul className="space-y-2">
            <li><LocaleLink className={link} href="/on-hold/">{tn('onHold')}</LocaleLink></li>
            <li><LocaleLink className={link} href="/voice-prompt/">{tn('voicePrompt')}</LocaleLink></li>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links navigate client-side through NavigationEvents; the samples tool has no locale prefix */}
            <li><a className={link} href="/tools/samples/">{t('samples')}</a></li>
          </ul>
        </nav>
        {english ? (
          <nav aria-label={t('guides')}>
            <h2 className="mb-3 font-semibold">{t('guides')}</h2>
            <ul className="space-y-2">
              {guideLinks.map(({ href, label }) => (
                <li key={href}><LocaleLink className={link} href={href}>{label}</LocaleLink></li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-label={t('company')}>
          <h2 className="mb-3 font-semibold">{t('company')}</h2>
          <ul className="space-y-2">
            <li><LocaleLink className={link} href="/help/">{tn('help')}</LocaleLink></li>
            <li><LocaleLink className={link} href="/legal/">{tn('legal')}</LocaleLink></li>
            <li>
              <a className={link} href={`mailto:${email}`}>
                {t('contact')}
                <span className="block text-sm text-ink-muted">{email}</span>
              </a>
            </li>
            <li><CookieSettingsButton className={link} label={t('cookieSettings')} /></li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-line py-6 text-center text-sm text-ink-muted">
        {t('copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
