import { getLocale, getTranslations } from 'next-intl/server';
import { LocaleLink } from '../navigation/locale-link';
import { CookieSettingsButton } from '../consent/cookie-settings-button';
import { Logo } from './logo';

export async function SiteFooter() {
  const t = await getTranslations('footer');
  const tn = await getTranslations('nav');
  const tm = await getTranslations('meta');
  const english = (await getLocale()) === 'en';
  const link = 'text-ink-soft hover:text-ink hover:underline';
  return (
    <footer className="mt-20 border-t border-line bg-paper">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo name={tm('productName')} />
          <p className="max-w-xs text-ink-soft">{t('tagline')}</p>
        </div>
        <nav aria-label={t('product')}>
          <h2 className="mb-3 font-semibold">{t('product')}</h2>
          <ul className="space-y-2">
            <li><LocaleLink className={link} href="/on-hold/">{tn('onHold')}</LocaleLink></li>
            <li><LocaleLink className={link} href="/voice-prompt/">{tn('voicePrompt')}</LocaleLink></li>
            {english ? (
              <>
                <li><LocaleLink className={link} href="/business-voicemail/">{t('businessVoicemail')}</LocaleLink></li>
                <li><LocaleLink className={link} href="/personal-voicemail/">{t('personalVoicemail')}</LocaleLink></li>
                <li><LocaleLink className={link} href="/out-of-office/">{t('outOfOffice')}</LocaleLink></li>
                <li><LocaleLink className={link} href="/out-of-hours/">{t('outOfHours')}</LocaleLink></li>
              </>
            ) : null}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links navigate client-side through NavigationEvents; the samples tool has no locale prefix */}
            <li><a className={link} href="/tools/samples/">{t('samples')}</a></li>
          </ul>
        </nav>
        <nav aria-label={t('company')}>
          <h2 className="mb-3 font-semibold">{t('company')}</h2>
          <ul className="space-y-2">
            <li><LocaleLink className={link} href="/help/">{tn('help')}</LocaleLink></li>
            <li><LocaleLink className={link} href="/legal/">{tn('legal')}</LocaleLink></li>
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
