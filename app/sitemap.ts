import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { alternatesFor, englishOnlyPaths, localePath, localizedPaths } from '@/lib/i18n/paths';

/** Every indexable URL with its language alternates; order, invoice and API stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  const site = env().SITE_URL;
  const localized = locales.flatMap((locale) =>
    localizedPaths.map((path) => {
      const { canonical, languages } = alternatesFor(locale, path, site);
      return {
        url: canonical,
        changeFrequency: 'monthly' as const,
        priority: path === '/' ? 1 : 0.7,
        alternates: { languages },
      };
    }),
  );
  const english = englishOnlyPaths.map((path) => ({
    url: new URL(localePath('en', path), site).toString(),
    changeFrequency: 'monthly' as const,
    priority: 0.8,
  }));
  const tools = [{ url: new URL('/tools/samples/', site).toString(), changeFrequency: 'weekly' as const, priority: 0.5 }];
  return [...localized, ...english, ...tools];
}
