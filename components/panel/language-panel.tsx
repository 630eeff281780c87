'use client';

import { Check } from '../ui/icons';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { isEnglishOnly, localePath, localizedPaths, splitLocale, unlocalizedPaths } from '@/lib/i18n/paths';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { rememberLocale } from '@/lib/i18n/locale-cookie';

/**
 * Where choosing `locale` leads from `path` (without prefix): the same page in that language when
 * it has one, else that language's home page. English-only guides have no translation, and a
 * 404 should not offer six more 404s. Pages without a prefix (the samples gallery) stay where they
 * are: the language cookie set on the click decides their language.
 */
export function languageHref(locale: Locale, path: string): string {
  if ((unlocalizedPaths as readonly string[]).includes(path)) return path;
  if (isEnglishOnly(path)) return localePath(locale, locale === 'en' ? path : '/');
  return localePath(locale, (localizedPaths as readonly string[]).includes(path) ? path : '/');
}

/** Lists the seven languages; choosing one stores the cookie so the choice sticks, then navigates. */
export function LanguagePanel() {
  const t = useTranslations('panels');
  const current = useLocale() as Locale;
  // The page's path without its language prefix. next/navigation's hook, not next-intl's: that
  // module brings its Link and next/link into every page's first load (#9).
  const pathname = splitLocale(usePathname()).rest;
  const list = (
    <ul className="space-y-1" aria-label={t('language')}>
      {locales.map((locale) => {
        const active = locale === current;
        return (
          <li key={locale}>
            <a
              href={languageHref(locale, pathname)}
              hrefLang={locale}
              lang={locale}
              aria-current={active ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
              className="flex items-center justify-between rounded-control px-4 py-3 hover:bg-canvas aria-[current=true]:bg-accent-soft aria-[current=true]:font-semibold"
            >
              <span>{localeNames[locale]}</span>
              {active ? (
                <>
                  <Check aria-hidden className="size-5 text-accent" />
                  <span className="sr-only">{t('currentLanguage')}</span>
                </>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
  if (!isEnglishOnly(pathname)) return list;
  // Said before the choice, so nobody wonders why the guide they were reading is gone.
  return (
    <div className="space-y-4">
      <p className="text-ink-soft" data-testid="language-english-only">
        {t('englishOnly')}
      </p>
      {list}
    </div>
  );
}
