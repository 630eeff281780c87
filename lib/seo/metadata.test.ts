import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { pageMetadata, socialMetadata } from './metadata';
import { ogImageId, ogImageIds, ogImageText, ogImageUrl } from './og-image';

// pageMetadata reads the meta namespace through next-intl's server API; the real messages stand in.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale }: { locale: string }) => {
    const meta = (locale === 'de' ? de : en).meta as Record<string, string>;
    return (key: string) => meta[key];
  },
}));

const noLanding = () => null;

describe('social preview images', () => {
  it('gives each page its own image, in the page language', () => {
    expect(ogImageId('/')).toBe('home');
    expect(ogImageId('/voice-prompt/')).toBe('voice-prompt');
    expect(ogImageUrl('en', '/help/')).toBe('/og/help/');
    expect(ogImageUrl('de', '/legal/')).toBe('/de/og/legal/');
    expect(ogImageUrl('en', '/ai-voicemail/')).toBe('/og/ai-voicemail/');
    expect(ogImageIds('de')).toEqual(['home', 'help', 'legal', 'on-hold', 'voice-prompt']);
    expect(ogImageIds('en')).toEqual(
      expect.arrayContaining(['home', 'on-hold', 'ai-voicemail', 'voicemail-messages']),
    );
  });

  it("writes the page's own title and description on it, the home page's promise only on the home page", () => {
    expect(ogImageText('home', de, noLanding)).toEqual({
      title: de.home.heroTitle,
      description: de.meta.homeDescription,
    });
    expect(ogImageText('help', de, noLanding)).toEqual({
      title: de.meta.helpTitle,
      description: de.meta.helpDescription,
    });
    expect(ogImageText('on-hold', en, noLanding)?.title).toBe(en.meta.onHoldTitle);
    const landing = { title: 'AI voicemail', description: 'Scripts.' };
    expect(ogImageText('ai-voicemail', en, (slug) => (slug === 'ai-voicemail' ? landing : null))).toBe(
      landing,
    );
    expect(ogImageText('nope', en, noLanding)).toBeNull();
  });

  it('pageMetadata names the page image in Open Graph and Twitter, described by the page title', async () => {
    const meta = await pageMetadata({
      locale: 'de',
      path: '/help/',
      titleKey: 'helpTitle',
      descriptionKey: 'helpDescription',
    });
    expect(meta.title).toBe(de.meta.helpTitle);
    expect(meta.openGraph?.images).toEqual([
      { url: '/de/og/help/', width: 1200, height: 630, alt: de.meta.helpTitle },
    ]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: ['/de/og/help/'] });
    const home = await pageMetadata({
      locale: 'en',
      path: '/',
      titleKey: 'homeTitle',
      descriptionKey: 'homeDescription',
    });
    expect(home.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/home/' })]);
  });

  it('a page outside the locale tree shares the home image', () => {
    const social = socialMetadata({
      locale: 'fr',
      title: 'T',
      description: 'D',
      canonical: 'https://x/',
      siteName: 'S',
    });
    expect(social.twitter).toMatchObject({ images: ['/fr/og/home/'] });
  });
});
