import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { englishOnlyPaths, localizedPaths } from '@/lib/i18n/paths';
import { ogImageId } from '@/lib/seo/og-image';
import { landingPageCopy } from '../(default)/_landing/landing-content';
import { ogPageText, ogStaticParams } from './og-pages';

describe('social preview images served', () => {
  it('prerenders one per localized page and language, and one per English landing page', () => {
    const params = ogStaticParams();
    for (const locale of locales)
      for (const path of localizedPaths) expect(params).toContainEqual({ locale, id: ogImageId(path) });
    for (const path of englishOnlyPaths) {
      expect(params).toContainEqual({ locale: 'en', id: ogImageId(path) });
      expect(params).not.toContainEqual({ locale: 'de', id: ogImageId(path) });
    }
  });

  it('every image has words, and no two pages of a language share them', async () => {
    for (const locale of locales) {
      const ids = ogStaticParams()
        .filter((p) => p.locale === locale)
        .map((p) => p.id);
      const texts = await Promise.all(ids.map((id) => ogPageText(locale, id)));
      for (const [i, text] of texts.entries()) expect(text?.title, `${locale} ${ids[i]}`).toBeTruthy();
      expect(new Set(texts.map((t) => t?.title)).size, locale).toBe(ids.length);
    }
  });

  it('a landing page shows its own title and description', async () => {
    const copy = landingPageCopy('voicemail-messages');
    await expect(ogPageText('en', 'voicemail-messages')).resolves.toMatchObject({
      title: copy.title,
      description: copy.description,
    });
    await expect(ogPageText('de', 'voicemail-messages')).resolves.toBeNull();
  });
});
