import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '../../../../components/sections/section';
import { Mixer } from '../../../../features/mixer';
import { Studio } from '../../../../features/studio';
import type { Locale } from '../../../../lib/i18n/locales';
import { pageMetadata } from '../../../../lib/seo/metadata';

const path = '/voice-prompt/';

export async function generateMetadata({ params }: PageProps<'/[locale]/voice-prompt'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return pageMetadata({
    locale,
    path,
    titleKey: 'voicePromptTitle',
    descriptionKey: 'voicePromptDescription',
  });
}

export default async function Page({ params }: PageProps<'/[locale]/voice-prompt'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  return (
    <>
      <PageIntro title={t('voicePromptHeading')} lead={t('voicePromptLead')} />
      {/* The studio, preset to this page's use case (a ?useCase= link still wins). */}
      <div id="studio" className="mx-auto max-w-6xl scroll-mt-20 px-4 pb-12 sm:px-6">
        <Studio initialUseCase="ivr" mixer={<Mixer />} />
      </div>
    </>
  );
}
