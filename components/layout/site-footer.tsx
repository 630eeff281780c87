import NextLink from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '../../lib/i18n/navigation';
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
            <li><Link className={link} href="/on-hold/">{tn('onHold')}</Link></li>
            <li><Link className={link} href="/voice-prompt/">{tn('voicePrompt')}</Link></li>
            {english ? (
              <>
                <li><Link className={link} href="/business-voicemail/">{t('businessVoicemail')}</Link></li>
                <li><Link className={link} href="/personal-voicemail/">{t('personalVoicemail')}</Link></li>
                <li><Link className={link} href="/out-of-office/">{t('outOfOffice')}</Link></li>
                <li><Link className={link} href="/out-of-hours/">{t('outOfHours')}</Link></li>
              </>
            ) : null}
            {/* The samples tool has no locale prefix, so the plain Next link. */}
            <li><NextLink className={link} href="/tools/samples/">{t('samples')}</NextLink></li>
          </ul>
        </nav>
        <nav aria-label={t('company')}>
          <h2 className="mb-3 font-semibold">{t('company')}</h2>
          <ul className="space-y-2">
            <li><Link className={link} href="/help/">{tn('help')}</Link></li>
            <li><Link className={link} href="/legal/">{tn('legal')}</Link></li>
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
