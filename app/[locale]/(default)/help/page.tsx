import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '../../../../components/sections/section';
import type { Locale } from '../../../../lib/i18n/locales';
import { pageMetadata } from '../../../../lib/seo/metadata';

const path = '/help/';

export async function generateMetadata({ params }: PageProps<'/[locale]/help'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return pageMetadata({ locale, path, titleKey: 'helpTitle', descriptionKey: 'helpDescription' });
}

export default async function Page({ params }: PageProps<'/[locale]/help'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  return <PageIntro title={t('helpHeading')} lead={t('helpLead')} />;
}
