import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/sections/section';
import { SamplesGallery, type GallerySample } from '@/features/samples';
import { env } from '@/lib/env';
import { useCases } from '@/lib/greeting/spec';
import { localeNames, locales } from '@/lib/i18n/locales';
import { visitorLocale } from '@/lib/i18n/request-locale';
import { socialMetadata } from '@/lib/seo/metadata';
import { buildSamples, sampleAudioUrl, sampleStudioHref } from '@/lib/samples/catalog';
import { voiceList } from '@/lib/tts/catalog';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await visitorLocale();
  const t = await getTranslations({ locale, namespace: 'samples' });
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const canonical = new URL('/tools/samples/', env().SITE_URL).toString();
  const title = t('metaTitle');
  const description = t('metaDescription');
  return {
    title,
    description,
    alternates: { canonical },
    ...socialMetadata({ locale, title, description, canonical, siteName: meta('productName') }),
  };
}

export default async function SamplesPage() {
  const locale = await visitorLocale();
  const t = await getTranslations('samples');
  const studio = await getTranslations('studio');
  // Only texts and URLs: the audio is synthesized when a sample is first played, then cached.
  const samples: GallerySample[] = buildSamples(voiceList()).map((s) => ({
    id: s.id,
    language: s.language,
    useCase: s.useCase,
    lang: s.language,
    voiceName: s.voiceName,
    genderLabel: t(s.gender),
    styleLabel: studio(`styles.${s.template}`),
    useCaseLabel: studio(`useCases.${s.useCase}`),
    text: s.text,
    audioUrl: sampleAudioUrl(s.id),
    studioHref: sampleStudioHref(s),
  }));
  const languages = locales
    .filter((l) => samples.some((s) => s.language === l))
    .map((l) => ({ id: l, label: localeNames[l] }));
  return (
    <div className="pb-16">
      <PageIntro title={t('heading')} lead={t('lead')}>
        <p className="mt-3 max-w-2xl text-sm text-ink-muted">{t('firstPlay')}</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SamplesGallery
          samples={samples}
          languages={languages}
          useCases={useCases.map((id) => ({ id, label: studio(`useCases.${id}`) }))}
          initialLanguage={languages.some((l) => l.id === locale) ? locale : 'en'}
        />
      </div>
    </div>
  );
}
