import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '../env';
import { localeIso, type Locale } from '../i18n/locales';
import { alternatesFor } from '../i18n/paths';

type MetaKey = Parameters<Awaited<ReturnType<typeof getTranslations<'meta'>>>>[0];

/** Title, description, canonical, hreflang alternates and social tags for one localized page. */
export async function pageMetadata(opts: {
  locale: Locale;
  path: string;
  titleKey: MetaKey;
  descriptionKey: MetaKey;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: opts.locale, namespace: 'meta' });
  const site = env().SITE_URL;
  const { canonical, languages } = alternatesFor(opts.locale, opts.path, site);
  const title = t(opts.titleKey);
  const description = t(opts.descriptionKey);
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      siteName: t('productName'),
      title,
      description,
      url: canonical,
      locale: localeIso[opts.locale].replace('-', '_'),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
