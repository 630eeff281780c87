import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '../env';
import { localeIso, type Locale } from '../i18n/locales';
import { alternatesFor } from '../i18n/paths';
import { ogImageSize, ogImageUrl } from './og-image';

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
    ...socialMetadata({
      locale: opts.locale,
      path: opts.path,
      title,
      description,
      canonical,
      siteName: t('productName'),
    }),
  };
}

/**
 * Open Graph and Twitter tags. A page that sets openGraph replaces the segment's file-based images,
 * so the page's own generated image (app/[locale]/og/[id]/route.tsx, with its title and
 * description) is named here.
 */
export function socialMetadata(opts: {
  locale: Locale;
  /** The page's path, which picks its image; a page outside the locale tree shares the home page's. */
  path?: string;
  title: string;
  description: string;
  canonical: string;
  siteName: string;
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = { url: ogImageUrl(opts.locale, opts.path ?? '/'), ...ogImageSize, alt: opts.title };
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
    twitter: {
      card: 'summary_large_image',
      title: opts.title,
      description: opts.description,
      images: [image.url],
    },
  };
}
