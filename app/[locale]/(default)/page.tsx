import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Faq } from '@/components/sections/faq';
import { Studio } from '../../_components/studio';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Section } from '@/components/sections/section';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { env } from '@/lib/env';
import { voicePromise } from '@/lib/tts/catalog';
import { localePath } from '@/lib/i18n/paths';
import { organization, productWithOffers } from '@/lib/seo/json-ld';
import { priceLabels, PricingSection, tierCopy } from '@/features/cart';
import { TrustFacts } from './_home/trust-facts';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const meta = await pageMetadata({
    locale,
    path: '/',
    titleKey: 'homeTitle',
    descriptionKey: 'homeDescription',
  });
  // The home title stands first, with the product name after it.
  return {
    ...meta,
    title: {
      absolute: `${String(meta.title)} | ${(await getTranslations({ locale, namespace: 'meta' }))('productName')}`,
    },
  };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const tm = await getTranslations('meta');
  const pricing = await getTranslations('pricing');
  const site = env().SITE_URL;
  const url = new URL(localePath(locale, '/'), site).toString();
  const promise = voicePromise(locale);
  return (
    <>
      <JsonLd
        data={[
          organization({
            name: tm('productName'),
            url: site,
            email: env().SELLER_EMAIL,
            logo: new URL('/icon.svg', site).toString(),
          }),
          productWithOffers({ name: tm('homeTitle'), description: tm('homeDescription'), url }),
        ]}
      />
      <section aria-labelledby="hero-title" className="border-b border-line bg-paper">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-7">
          <h1 id="hero-title" className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            {t('heroTitle')}
          </h1>
          <p className="mt-1 max-w-4xl text-ink-soft">
            {
              // The hero's promise about the voices, as true as this server's catalog for the language.
              t(
                promise === 'natural'
                  ? 'heroLead'
                  : promise === 'clear'
                    ? 'heroLeadClear'
                    : 'heroLeadSynthetic',
              )
            }
          </p>
          <div id="studio" data-studio-mount className="mt-4 scroll-mt-20">
            <Studio />
          </div>
        </div>
      </section>
      <Section id="steps" title={t('stepsTitle')}>
        <FeatureGrid
          numbered
          items={[1, 2, 3, 4].map((n) => ({
            title: t(`step${n as 1 | 2 | 3 | 4}Title`),
            body: t(`step${n as 1 | 2 | 3 | 4}Body`),
          }))}
        />
      </Section>
      <Section id="benefits" title={t('benefitsTitle')} tone="paper">
        <FeatureGrid
          items={[1, 2, 3].map((n) => ({
            title: t(`benefit${n as 1 | 2 | 3}Title`),
            body: t(`benefit${n as 1 | 2 | 3}Body`),
          }))}
        />
      </Section>
      <Section id="pricing" title={t('pricingTitle')} lead={t('pricingLead')}>
        <PricingSection prices={priceLabels(locale)} tiers={tierCopy(pricing)} />
      </Section>
      <Section id="trust" title={t('trustTitle')} tone="paper">
        <TrustFacts />
      </Section>
      <Section id="faq" title={t('faqTitle')}>
        <Faq
          items={[1, 2, 3].map((n) => ({ q: t(`faq${n as 1 | 2 | 3}Q`), a: t(`faq${n as 1 | 2 | 3}A`) }))}
        />
      </Section>
    </>
  );
}
