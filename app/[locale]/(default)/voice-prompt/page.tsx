import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '../../../../components/sections/section';
import type { Locale } from '../../../../lib/i18n/locales';
import { pageMetadata } from '../../../../lib/seo/metadata';

const path = '/voice-prompt/';

export async function generateMetadata({ params }: PageProps<'/[locale]/voice-prompt'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return pageMetadata({ locale, path, titleKey: 'voicePromptTitle', descriptionKey: 'voicePromptDescription' });
}

export default async function Page({ params }: PageProps<'/[locale]/voice-prompt'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  return <PageIntro title={t('voicePromptHeading')} lead={t('voicePromptLead')} />;
}
