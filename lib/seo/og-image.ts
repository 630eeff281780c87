// Which social-preview image each page shares, and the words on it. Every localized page and
// every English landing page has its own (app/[locale]/og/[id]/route.tsx draws them), so a
// shared link to /help/ previews "Help and phone system guides", not the home page's promise.
import type { Messages } from '../i18n/messages';
import { defaultLocale, type Locale } from '../i18n/locales';
import { englishOnlyPaths, localePath, localizedPaths } from '../i18n/paths';

export const ogImageSize = { width: 1200, height: 630 } as const;

type MetaKey = keyof Messages['meta'];

/** The title and description each localized page's preview shows (the page's own meta texts). */
const localizedText: Record<Exclude<(typeof localizedPaths)[number], '/'>, [MetaKey, MetaKey]> = {
  '/help/': ['helpTitle', 'helpDescription'],
  '/legal/': ['legalTitle', 'legalDescription'],
  '/on-hold/': ['onHoldTitle', 'onHoldDescription'],
  '/voice-prompt/': ['voicePromptTitle', 'voicePromptDescription'],
};

/** '/' is 'home', '/help/' is 'help', '/ai-voicemail/' is 'ai-voicemail'. */
export function ogImageId(path: string): string {
  return path.replace(/^\/|\/$/g, '') || 'home';
}

/** Address of a page's preview image, in the page's language. */
export function ogImageUrl(locale: Locale, path: string): string {
  return `${localePath(locale, '/')}og/${ogImageId(path)}/`;
}

/** The images a language has: its localized pages, plus the landing pages in English. */
export function ogImageIds(locale: Locale): string[] {
  const paths: readonly string[] =
    locale === defaultLocale ? [...localizedPaths, ...englishOnlyPaths] : localizedPaths;
  return paths.map(ogImageId);
}

export type OgText = { title: string; description: string };

/**
 * The words on one image; null for an id the language does not have. Landing copy lives with the
 * landing pages (app/), so the caller passes it in.
 */
export function ogImageText(
  id: string,
  messages: Messages,
  landing: (slug: string) => OgText | null,
): OgText | null {
  if (id === 'home') return { title: messages.home.heroTitle, description: messages.meta.homeDescription };
  const keys = localizedText[`/${id}/` as keyof typeof localizedText];
  if (keys) return { title: messages.meta[keys[0]], description: messages.meta[keys[1]] };
  return landing(id);
}
