import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../components/sections/section';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('samplesHeading') };
}

export default async function SamplesPage() {
  const t = await getTranslations('pages');
  return <PageIntro title={t('samplesHeading')} lead={t('samplesLead')} />;
}
