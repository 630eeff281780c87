import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '../env';
import { localeIso, type Locale } from '../i18n/locales';
import { alternatesFor, localePath } from '../i18n/paths';

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
    ...socialMetadata({ locale: opts.locale, title, description, canonical, siteName: t('productName') }),
  };
}

/**
 * Open Graph and Twitter tags. A page that sets openGraph replaces the segment's file-based image,
 * so the generated image of its language (app/[locale]/opengraph-image.tsx) is named here.
 */
export function socialMetadata(opts: {
  locale: Locale;
  title: string;
  description: string;
  canonical: string;
  siteName: string;
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = { url: `${localePath(opts.locale, '/')}opengraph-image/`, width: 1200, height: 630, alt: opts.siteName };
  return {
    openGraph: {
      type: 'website',
      siteName: opts.siteName,
      title: opts.title,
      description: opts.description,
      url: opts.canonical,
      locale: localeIso[opts.locale].replace('-', '_'),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: opts.title, description: opts.description, images: [image.url] },
  };
}
