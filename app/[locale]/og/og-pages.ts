// The social-preview images the site serves: which exist (lib/seo/og-image.ts lists them per
// language) and the words on each, the landing pages' from their own copy.
import { locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { ogImageIds, ogImageText, type OgText } from '@/lib/seo/og-image';
import { landingPageCopy, landingSlugs, type LandingKey } from '../(default)/_landing/landing-content';

function landingText(slug: string): OgText | null {
  if (!(landingSlugs as readonly string[]).includes(slug)) return null;
  const { title, description } = landingPageCopy(slug as LandingKey);
  return { title, description };
}

/** Every image, prerendered at build time: each language's pages, plus the English landing pages. */
export function ogStaticParams(): { locale: Locale; id: string }[] {
  return locales.flatMap((locale) => ogImageIds(locale).map((id) => ({ locale, id })));
}

/** Product name and the page's title and description; null for an image the language lacks. */
export async function ogPageText(
  locale: Locale,
  id: string,
): Promise<(OgText & { productName: string }) | null> {
  if (!ogImageIds(locale).includes(id)) return null;
  const messages = await loadMessages(locale);
  const text = ogImageText(id, messages, landingText);
  return text && { ...text, productName: messages.meta.productName };
}
