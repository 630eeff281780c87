import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import fr from '@/messages/fr.json';
import { generateMetadata } from './page';

vi.mock('@/lib/i18n/request-locale', () => ({ visitorLocale: async () => 'fr' }));
vi.mock('@/lib/env', () => ({ env: () => ({ SITE_URL: 'https://greeting.example' }) }));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'samples' }) =>
    createTranslator({ locale: 'fr', messages: fr, namespace }),
}));

describe('samples page metadata', () => {
  it('has a title for the layout template, a canonical URL and Open Graph tags', async () => {
    const metadata = await generateMetadata();
    expect(metadata.title).toBe(fr.samples.metaTitle);
    expect(metadata.alternates?.canonical).toBe('https://greeting.example/tools/samples/');
    expect(metadata.openGraph).toMatchObject({
      title: fr.samples.metaTitle,
      description: fr.samples.metaDescription,
      url: 'https://greeting.example/tools/samples/',
      siteName: fr.meta.productName,
      locale: 'fr_FR',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
